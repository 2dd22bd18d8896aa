import { createConnection } from 'mysql2/promise';

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
