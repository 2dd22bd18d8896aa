// The mails the app sent, as serve.ts's SMTP server received them (E2E_MAIL_FILE).
import { existsSync, readFileSync } from 'node:fs';

type Mail = { to: string[]; text: string };

function mails(): Mail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error('E2E_MAIL_FILE is not set');
  if (!existsSync(file)) return [];
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Mail[];
  } catch {
    return [];
  }
}

/** How many mails have arrived so far: pass it to `waitForMailCode` to skip the older ones. */
export function mailCount(): number {
  return mails().length;
}

/** The 6-digit code of the first mail to `mailbox` among those after the first `after`. */
export async function waitForMailCode(mailbox: string, after: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of mails().slice(after)) {
      if (!mail.to.includes(mailbox.toLowerCase())) continue;
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${mailbox} within ${timeoutMs} ms`);
}
