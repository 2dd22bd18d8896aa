// Creates the next migration for one dialect from the difference between the entities and the
// dialect's snapshot: `node src/db/migration-create-cli.ts sqlite|mysql [name]`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { ormOptions } from './orm.ts';
import { type Dialect } from './dialect.ts';

const [dialect, name] = process.argv.slice(2) as [Dialect | undefined, string | undefined];
if (dialect !== 'sqlite' && dialect !== 'mysql') {
  console.error('usage: node src/db/migration-create-cli.ts sqlite|mysql [name]');
  process.exit(2);
}

const databaseUrl =
  dialect === 'mysql' ? (process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test') : undefined;
// The diff is taken against the dialect's snapshot; connections are lazy, so no database is needed.
const orm = await MikroORM.init(
  ormOptions({ databaseUrl, dataDir: mkdtempSync(join(tmpdir(), 'h5-migration-')) }),
);
try {
  const result = await orm.migrator.create(undefined, false, false, name);
  if (!result.fileName) console.log(`${dialect}: no changes, no migration created`);
  else console.log(`${dialect}: created ${result.fileName}`);
} finally {
  await orm.close();
}
