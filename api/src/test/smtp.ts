import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { from: string; to: string[]; raw: string; text: string };

export type SmtpCatcher = {
  url: string;
  port: number;
  messages: CaughtMail[];
  /** Resolves with the newest 6-digit code mailed to `mailbox` after this call (or already waiting). */
  waitForCode(mailbox: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
};

/** Decodes the body of a plain-text mail (quoted-printable or base64, as nodemailer writes it). */
function bodyText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  let body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*base64/i.test(head))
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    try {
      body = decodeURIComponent(bytes);
    } catch {
      body = bytes;
    }
  }
  return body;
}

/** An SMTP server in this process that keeps every mail it receives; for API and end-to-end tests. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters: { mailbox: string; seen: number; resolve(code: string): void }[] = [];
  const codeFor = (mailbox: string, from: number) => {
    for (let i = messages.length - 1; i >= from; i--) {
      const mail = messages[i]!;
      if (!mail.to.includes(mailbox.toLowerCase())) continue;
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code) return code;
    }
    return undefined;
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ from, to, raw, text: bodyText(raw) });
        for (const waiter of [...waiters]) {
          const code = codeFor(waiter.mailbox, waiter.seen);
          if (code) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(code);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const consumed = new Map<string, number>();

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForCode(mailbox, timeoutMs = 5000) {
      const key = mailbox.toLowerCase();
      const from = consumed.get(key) ?? 0;
      const mark = (code: string) => {
        consumed.set(key, messages.length);
        return code;
      };
      const ready = codeFor(key, from);
      if (ready) return Promise.resolve(mark(ready));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no code mailed to ${mailbox} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          mailbox: key,
          seen: from,
          resolve: (code) => {
            clearTimeout(timer);
            resolve(mark(code));
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
