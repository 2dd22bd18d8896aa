import {
  CommandRefused,
  reasonOption,
  refusalText,
  UsageError,
  type AdminCommand,
  type AdminContext,
} from '../../platform/admin-command.ts';
import { ApiError } from '../../platform/errors.ts';
import { validate } from '../../platform/validate.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { formatAmount } from '../ledger/money.ts';
import { FreezeSchema, MemberListQuerySchema } from './admin-members.schema.ts';
import {
  createMemberAdminService,
  FREEZE_SCOPES,
  MEMBER_SORTS,
  MEMBER_STATES,
  type MemberSummaryView,
} from './admin-members.service.ts';

const service = (context: AdminContext) => createMemberAdminService({ clock: context.clock });

/** The same validation as the operator API; its refusals are usage errors here. */
function parsed<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(refusalText(error));
    throw error;
  }
}

const summaryOf = (m: MemberSummaryView) =>
  `#${m.id} ${m.mailbox} "${m.nickname}" VIP ${m.vipLevel}, since ${m.createdAt.toISOString()}, ` +
  `${formatAmount(m.balance, 'INR')} INR, ${formatAmount(m.usdt, 'USDT')} USDT` +
  (m.loginFrozenAt ? ', LOGIN FROZEN' : '') +
  (m.withdrawalFrozenAt ? ', WITHDRAWALS FROZEN' : '');

/** `members:freeze` and `members:unfreeze`: the same checks and record as the operator API. */
const freezing = (frozen: boolean): AdminCommand => ({
  summary: frozen
    ? "freeze a member's login (ending their sessions) or withdrawals (audited)"
    : "lift a member's login or withdrawal freeze (audited)",
  usage: `--member <id> --scope ${FREEZE_SCOPES.join('|')} --reason "<why>"`,
  async run(args, context) {
    const values = options(args, ['member', 'scope', 'reason']);
    const reason = reasonOption(values, true);
    const input = parsed(() =>
      validate(FreezeSchema, {
        memberId: required(values, 'member'),
        scope: required(values, 'scope'),
        reason,
      }),
    );
    try {
      const member = await service(context).setFrozen(
        context.orm.em.fork(),
        input.memberId,
        input.scope,
        frozen,
        actedBy(context.actor, input.reason),
      );
      context.print(`${frozen ? 'frozen' : 'unfrozen'} (${input.scope}): ${summaryOf(member)}`);
    } catch (error) {
      if (error instanceof ApiError)
        throw new CommandRefused(`refused, nothing changed: ${refusalText(error)}`);
      throw error;
    }
  },
});

/** Operator commands of members: find them, freeze and unfreeze them. */
export const accountAdminCommands: Record<string, AdminCommand> = {
  'members:list': {
    summary: 'find members by id, mailbox start or nickname part, optionally only frozen or active ones',
    usage: `[--q <text>] [--state ${MEMBER_STATES.join('|')}] [--sort ${MEMBER_SORTS.join('|')}] [--order asc|desc] [--page <n>] [--rows <1-100>]`,
    async run(args, context) {
      const values = options(args, ['q', 'state', 'sort', 'order', 'page', 'rows']);
      const query = parsed(() => validate(MemberListQuerySchema, values));
      const { list, total } = await service(context).list(context.orm.em.fork(), query);
      if (!list.length) context.print('no members');
      for (const member of list) context.print(summaryOf(member));
      const shown = (query.page - 1) * query.rows + list.length;
      if (total > shown) context.print(`… ${total} in all; --page ${query.page + 1} for more`);
    },
  },
  'members:freeze': freezing(true),
  'members:unfreeze': freezing(false),
};
