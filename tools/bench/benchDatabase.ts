import type { MikroORM } from '@mikro-orm/core';
import { createConnection } from 'mysql2/promise';
import { hashPassword } from '../../api/src/modules/account/password.ts';
import { keyedHash } from '../../api/src/platform/crypto.ts';

/**
 * A bench's own database, dropped and created empty on DATABASE_URL's server (local MariaDB by
 * default): `BENCH_DATABASE`, or `name`. Answers the server's URL, the database's and its name.
 */
export async function freshBenchDatabase(name: string) {
  const serverUrl = new URL(process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/test');
  const database = process.env.BENCH_DATABASE || name;
  if (!/^\w+$/.test(database)) throw new Error('BENCH_DATABASE must be a plain name');
  const benchUrl = new URL(serverUrl);
  benchUrl.pathname = `/${database}`;
  const admin = await createConnection({ uri: serverUrl.toString() });
  await admin.query(`drop database if exists \`${database}\``);
  await admin.query(`create database \`${database}\``);
  await admin.end();
  return { serverUrl, benchUrl, database };
}

/**
 * `count` members written straight to a bench's database, mailboxes `<prefix><n>@example.com`, all
 * with the login password `password` (one Argon2 hash for all) and each with the payment password
 * `pay` as the API keys it with `appSecret`. Answers them in id order.
 */
export async function insertBenchMembers(
  db: ReturnType<MikroORM['em']['getConnection']>,
  options: { count: number; prefix: string; password: string; pay: string; appSecret: string },
): Promise<{ id: number; mailbox: string }[]> {
  const { count, prefix, password, pay, appSecret } = options;
  const now = new Date();
  const tag = Date.now().toString(36);
  await db.execute(
    `insert into member (created_at, updated_at, mailbox, password_hash, nickname, avatar, invite_code, inviter_id,
       vip_level, lang, payment_password_hash, totp_secret, totp_pending_secret, totp_last_step, withdraw_locked_until)
     select ?, ?, concat(?, seq, '@example.com'), ?, concat(?, seq), null, concat(?, seq), null,
       0, 'en-us', null, null, null, null, null from seq_1_to_${count}`,
    [now, now, prefix, await hashPassword(password), prefix, `${prefix.slice(0, 1).toUpperCase()}${tag}`],
  );
  const rows: { id: unknown; mailbox: string }[] = await db.execute(
    'select id, mailbox from member order by id',
  );
  const members = rows.map((row) => ({ id: Number(row.id), mailbox: row.mailbox }));
  for (const member of members)
    await db.execute('update member set payment_password_hash = ? where id = ?', [
      keyedHash(appSecret, 'payment-password', `${member.id}:${pay}`),
      member.id,
    ]);
  return members;
}

/**
 * With `BENCH_PROFILE` set, times every statement `db` runs and prints, as the bench ends, where
 * the time went per statement (its first characters), most first.
 */
export function profileStatements(db: ReturnType<MikroORM['em']['getConnection']>) {
  if (!process.env.BENCH_PROFILE) return;
  const spent = new Map<string, number>();
  const connection = db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
  const execute = connection.execute.bind(connection);
  connection.execute = async (...args: unknown[]) => {
    const at = performance.now();
    try {
      return await execute(...args);
    } finally {
      const key = String(args[0]).replace(/\s+/g, ' ').slice(0, 90);
      spent.set(key, (spent.get(key) ?? 0) + performance.now() - at);
    }
  };
  process.on('beforeExit', () => {
    for (const [key, ms] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`  profile ${(ms / 1000).toFixed(2).padStart(7)} s  ${key}`);
  });
}
