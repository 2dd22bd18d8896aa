import { conversionAdminCommands } from '../modules/conversion/conversion-admin-cli.ts';
import { depositAdminCommands } from '../modules/deposit/deposit-admin-cli.ts';
import { fundAdminCommands } from '../modules/fund/fund-admin-cli.ts';
import { ledgerAdminCommands } from '../modules/ledger/ledger-admin-cli.ts';
import { piggyAdminCommands } from '../modules/piggy/piggy-admin-cli.ts';
import { withdrawalAdminCommands } from '../modules/withdrawal/withdrawal-admin-cli.ts';
import type { AdminCommand } from '../platform/admin-command.ts';
import type { Clock } from '../platform/clock.ts';
import type { TestServer } from './server.ts';

/** The commands of `npm run admin` (src/admin-cli.ts), which cannot be imported: it runs on import. */
const commands: Record<string, AdminCommand> = {
  ...ledgerAdminCommands,
  ...withdrawalAdminCommands,
  ...depositAdminCommands,
  ...conversionAdminCommands,
  ...piggyAdminCommands,
  ...fundAdminCommands,
};

/**
 * Runs an operator command in this process, on the test server's database and clock, as
 * `npm run admin -- <name> <args>` would (without spawning one, so a test can run hundreds).
 * Answers the printed lines; a refusal throws `CommandRefused`, bad input `UsageError`.
 */
export async function runAdminCommand(
  server: Pick<TestServer, 'orm' | 'config'>,
  clock: Clock,
  name: string,
  args: string[],
): Promise<string[]> {
  const command = commands[name];
  if (!command) throw new Error(`no admin command ${name}`);
  const printed: string[] = [];
  await command.run(args, {
    orm: server.orm,
    config: server.config,
    clock,
    actor: 'cli:test',
    print: (line) => printed.push(line),
  });
  return printed;
}
