import { createOrm } from '../db/orm.ts';

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
