import { modules } from '../modules/index.ts';
import type { AdminCommand } from '../platform/admin-command.ts';
import type { Clock } from '../platform/clock.ts';
import { systemActor } from '../platform/policy.ts';
import type { TestServer } from './server.ts';

/** The commands of `npm run admin` (src/admin-cli.ts), which cannot be imported: it runs on import. */
const commands: Record<string, AdminCommand> = Object.assign(
  {},
  ...modules.map((module) => module.adminCommands ?? {}),
);

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
    actor: systemActor('cli:test'),
    print: (line) => printed.push(line),
  });
  return printed;
}
