import { dialectOf } from '../../db/dialect.ts';
import { reasonOption, type AdminCommand } from '../../platform/admin-command.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { options } from '../ledger/ledger-admin-cli.ts';
import { createRankingService } from './ranking.service.ts';

/** Operator commands of the rankings. */
export const rankingAdminCommands: Record<string, AdminCommand> = {
  'rankings:run': {
    summary: 'compute every ranking board now (every process also does every few minutes; audited)',
    usage: '--reason "<why>"',
    async run(args, context) {
      const values = options(args, ['reason']);
      const by = actedBy(context.actor, reasonOption(values, true));
      const rankings = createRankingService({ clock: context.clock, dialect: dialectOf(context.config) });
      const boards = await rankings.recompute(context.orm.em, by);
      for (const run of boards)
        context.print(`rankings: ${run.board} ${run.periodKey}: ${run.outcome}, ${run.total} members ranked`);
    },
  },
};
