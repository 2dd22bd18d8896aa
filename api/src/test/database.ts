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
 * Every row of every table (but the security trail), as one value per table: equal snapshots
 * before and after a call mean the call changed nothing the database holds. The database reads the
 * rows itself (tests take a thousand snapshots of a growing database, and rows carried into
 * JavaScript one by one cost most of their time): on libsql each table's rows as one JSON text
 * (each value as SQL would write it), on MySQL each table's `checksum table`.
 */
export async function snapshotDatabase(orm: Orm): Promise<Record<string, string>> {
  const connection = orm.em.fork().getConnection();
  const snapshot: Record<string, string> = {};
  if (orm.config.get('clientUrl')) {
    const tables: { name: string }[] = await connection.execute(
      'select table_name as name from information_schema.tables where table_schema = database() order by table_name',
    );
    const names = tables.filter(({ name }) => !AUDIT_TABLES.has(name)).map(({ name }) => `\`${name}\``);
    const sums = await connection.execute<{ Table: string; Checksum: unknown }[]>(
      `checksum table ${names.join(', ')}`,
    );
    for (const { Table, Checksum } of sums) snapshot[Table.split('.').pop()!] = String(Checksum);
    return snapshot;
  }
  const columns = await connection.execute<{ tableName: string; columnName: string }[]>(
    `select m.name as tableName, c.name as columnName
     from sqlite_master m join pragma_table_info(m.name) c
     where m.type = 'table' and m.name not like 'sqlite_%' order by m.name, c.cid`,
  );
  const columnsOf = new Map<string, string[]>();
  for (const { tableName, columnName } of columns)
    if (!AUDIT_TABLES.has(tableName))
      columnsOf.set(tableName, [...(columnsOf.get(tableName) ?? []), `"${columnName}"`]);
  const [rows] = await connection.execute<Record<string, string>[]>(
    `select ${[...columnsOf]
      .map(
        ([table, names]) =>
          `(select json_group_array(json_array(${names.map((name) => `quote(${name})`).join(', ')}) order by ${names[0]}) from "${table}") as "${table}"`,
      )
      .join(', ')}`,
  );
  for (const table of columnsOf.keys()) snapshot[table] = rows![table]!;
  return snapshot;
}
