// `npm run admin -- <command> [options]`: operator commands on the configured database (the
// embedded one under DATA_DIR, migrated first, or DATABASE_URL). `--help` lists the commands.
import { userInfo } from 'node:os';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createOrm } from './db/orm.ts';
import { dialectOf } from './db/dialect.ts';
import { modules } from './modules/index.ts';
import { clockFor } from './platform/test-clock.ts';
import { testClockAdminCommands } from './platform/test-clock-admin-cli.ts';
import { UsageError, type AdminCommand } from './platform/admin-command.ts';
import { systemActor } from './platform/policy.ts';

const commands: Record<string, AdminCommand> = Object.assign(
  {},
  ...modules.map((module) => module.adminCommands ?? {}),
  testClockAdminCommands,
);

function help(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    'usage: npm run admin -- <command> [options]',
    '',
    'commands:',
    ...Object.entries(commands).map(
      ([name, c]) => `  ${name.padEnd(width)}  ${c.summary}\n  ${' '.repeat(width)}  ${c.usage}`,
    ),
    '',
    'DATABASE_URL selects MySQL/MariaDB; otherwise the embedded database in DATA_DIR.',
    'TEST_CLOCK=1 runs the commands on the test clock of DATA_DIR (clock:*; never in production).',
  ].join('\n');
}

const [name, ...args] = process.argv.slice(2);
if (!name || name === '--help' || name === '-h' || name === 'help') {
  console.log(help());
  process.exit(name ? 0 : 2);
}
const command = commands[name];
if (!command) {
  console.error(`unknown command "${name}"\n\n${help()}`);
  process.exit(2);
}
if (args.includes('--help')) {
  console.log(`${name}: ${command.summary}\n${command.usage}`);
  process.exit(0);
}

try {
  const config = loadConfig();
  const orm = await createOrm(config);
  try {
    if (dialectOf(config) === 'sqlite') await migrateToLatest(orm);
    await command.run(args, {
      orm,
      config,
      clock: clockFor(config),
      actor: systemActor(`cli:${userInfo().username}`),
      print: (line) => console.log(line),
    });
  } finally {
    await orm.close();
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${name}: ${error.message}\n${command.usage}`);
    process.exitCode = 2;
  } else if (error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    console.error(`${name}: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
