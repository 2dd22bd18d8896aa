import { createOrm, type Orm } from '../db/orm.ts';

/**
 * Drops every table of the MySQL test database (tables of other branches included), so the
 * next start migrates from nothing and each test file sees the same clean schema.
 */
export async function resetMysqlDatabase(databaseUrl: string): Promise<void> {
  const orm = await createOrm({ databaseUrl, dataDir: '' });
  try {
    const connection = orm.em.getConnection();
    const tables = await connection.execute<{ name: string }[]>(
      'select table_name as name from information_schema.tables where table_schema = database()',
    );
    if (!tables.length) return;
    await connection.execute('set foreign_key_checks = 0');
    for (const { name } of tables) await connection.execute(`drop table if exists \`${name}\``);
    await connection.execute('set foreign_key_checks = 1');
  } finally {
    await orm.close();
  }
}

/** Tables whose rows a refused call may add: the security trail of failed attempts. */
const AUDIT_TABLES = new Set(['audit_event', 'mikro_orm_migrations']);

/**
 * Every row of every table (but the security trail), as text: equal snapshots before and after a
 * call mean the call changed nothing the database holds.
 */
export async function snapshotDatabase(orm: Orm): Promise<Record<string, string>> {
  const em = orm.em.fork();
  const connection = em.getConnection();
  const mysql = !!orm.config.get('clientUrl');
  const tables = await connection.execute<{ name: string }[]>(
    mysql
      ? 'select table_name as name from information_schema.tables where table_schema = database() order by table_name'
      : "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    if (AUDIT_TABLES.has(name)) continue;
    const rows = await connection.execute<Record<string, unknown>[]>(`select * from \`${name}\` order by 1`);
    snapshot[name] = JSON.stringify(rows, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
  }
  return snapshot;
}
