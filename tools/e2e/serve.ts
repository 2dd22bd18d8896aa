// The app as `npm start` serves it, on its own port with a fresh embedded database, mailing
// through an SMTP server in this process whose mails the journeys read from E2E_MAIL_FILE, on the
// test clock of its DATA_DIR (TEST_CLOCK=1, ADR 0012) that the journeys move with `clock:advance`.
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_XPUB } from '../../api/src/test/chain/local-chain.ts';
import { startSmtpCatcher } from '../../api/src/test/smtp.ts';

process.env.PORT ??= '8099';
process.env.HOST ??= '127.0.0.1';
process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'h5-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
process.env.TEST_CLOCK = '1';

// USDT deposits on ERC20 are served, so a member sees an address with its confirmations and minimum
// (TRC20 and BEP20 stay unavailable, as a chain without settings is). The journeys check what the
// pages show; how a transfer becomes a credit is the API's tests' part, on a real local chain
// (api/src/test/chain/local-chain.ts): starting one per server here would cost every run its
// compile and deploy for nothing the journeys look at. So the endpoint answers nothing, and the
// watcher, which finds so once a minute, credits nothing.
process.env.ERC20_RPC_URL ??= 'http://127.0.0.1:9';
process.env.ERC20_USDT_CONTRACT ??= '0x00000000000000000000000000000000000e2e20';
process.env.ERC20_XPUB ??= TEST_XPUB;
process.env.CHAIN_POLL_MS ??= '60000';

const smtp = await startSmtpCatcher();
process.env.SMTP_URL = smtp.url;

const mailFile = process.env.E2E_MAIL_FILE ?? join(process.env.DATA_DIR, 'mail.json');
let written = -1;
const writeMail = () => {
  if (smtp.messages.length === written) return;
  written = smtp.messages.length;
  const mails = smtp.messages.map(({ to, text }) => ({ to, text }));
  writeFileSync(`${mailFile}.tmp`, JSON.stringify(mails));
  renameSync(`${mailFile}.tmp`, mailFile);
};
writeMail();
setInterval(writeMail, 100).unref();

await import('../../api/src/main.ts');
