// `npm run ledger:audit`: recomputes every balance of the configured database from the journal,
// prints each difference and exits 1 on any; prints one summary line when the ledger is clean.
import { ConfigError, loadConfig } from '../../config.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createOrm } from '../../db/orm.ts';
import { dialectOf } from '../../db/dialect.ts';
import { auditLedger, describeAudit } from './ledger-audit.ts';

try {
  const config = loadConfig();
  const orm = await createOrm(config);
  try {
    if (dialectOf(config) === 'sqlite') await migrateToLatest(orm);
    const report = await auditLedger(orm.em.fork());
    const lines = describeAudit(report);
    (report.ok ? console.log : console.error)(lines.join('\n'));
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await orm.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `ledger:audit failed: ${(error as Error).message}`,
  );
  process.exitCode = 2;
}
