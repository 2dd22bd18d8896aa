import { LANGS, translate, type Lang } from '../../platform/i18n.ts';
import { formatAmount } from '../ledger/money.ts';
import type { Chain } from '../withdrawal/withdrawal.contract.ts';
import type {
  Deposit,
  DepositState,
  OperatorDeposit,
  SocketDepositNoticeMessage,
} from './deposit.contract.ts';
import type { Deposit as DepositRow } from './deposit.entity.ts';

/** What the answers show of a deposit: the entity, or a row the watcher read. */
export type DepositFields = Pick<
  DepositRow,
  | 'id'
  | 'memberId'
  | 'chain'
  | 'amount'
  | 'txHash'
  | 'logIndex'
  | 'blockNumber'
  | 'fromAddress'
  | 'toAddress'
  | 'confirmations'
  | 'requiredConfirmations'
  | 'state'
  | 'createdAt'
  | 'confirmedAt'
  | 'reorgedAt'
>;

export const presentDeposit = (d: DepositFields): Deposit => ({
  id: d.id,
  chain: d.chain as Chain,
  amount: formatAmount(BigInt(d.amount), 'USDT'),
  txHash: d.txHash,
  state: d.state as DepositState,
  confirmations: d.confirmations,
  requiredConfirmations: d.requiredConfirmations,
  createdAt: d.createdAt.toISOString(),
  confirmedAt: d.confirmedAt ? d.confirmedAt.toISOString() : null,
});

export const presentOperatorDeposit = (d: DepositFields): OperatorDeposit => ({
  ...presentDeposit(d),
  memberId: d.memberId,
  blockNumber: d.blockNumber == null ? null : Number(d.blockNumber),
  fromAddress: d.fromAddress ?? null,
  toAddress: d.toAddress ?? null,
  logIndex: d.logIndex,
  reorgedAt: d.reorgedAt ? d.reorgedAt.toISOString() : null,
});

/** What happened to a deposit, as the watcher tells the member. */
export type DepositChange = 'seen' | 'confirmations' | 'credited' | 'dropped';

type NoticeKey = Parameters<typeof translate>[1];
type NoticeParams = Record<string, string | number>;

/**
 * A message in every language, its placeholders filled from `params`: each text is split at its
 * placeholders once (a pass may tell thousands of deposits' confirmations at a time).
 */
const templates = new Map<NoticeKey, { lang: Lang; parts: string[] }[]>();
function everyLang(key: NoticeKey, params: NoticeParams = {}): Record<Lang, string> {
  let compiled = templates.get(key);
  if (!compiled) {
    compiled = LANGS.map((lang) => ({ lang, parts: translate(lang, key).split(/{{\s*(\w+)\s*}}/) }));
    templates.set(key, compiled);
  }
  const out = {} as Record<Lang, string>;
  for (const { lang, parts } of compiled) {
    let text = '';
    for (let i = 0; i < parts.length; i++)
      text += i % 2 ? String(params[parts[i]!] ?? `{{${parts[i]}}}`) : parts[i];
    out[lang] = text;
  }
  return out;
}

/** The member's socket `notice` of a deposit's change, in every language. */
export function depositNotice(d: DepositFields, change: DepositChange): SocketDepositNoticeMessage {
  const deposit = presentDeposit(d);
  const params = {
    amount: deposit.amount,
    chain: deposit.chain,
    confirmations: Math.min(deposit.confirmations, deposit.requiredConfirmations),
    required: deposit.requiredConfirmations,
  };
  const [title, summary] =
    deposit.state === 'credited'
      ? (['deposit.notice.creditedTitle', 'deposit.notice.creditedSummary'] as const)
      : deposit.state === 'dropped'
        ? (['deposit.notice.droppedTitle', 'deposit.notice.droppedSummary'] as const)
        : deposit.state === 'below_minimum'
          ? (['deposit.notice.belowMinimumTitle', 'deposit.notice.belowMinimumSummary'] as const)
          : change === 'seen'
            ? (['deposit.notice.seenTitle', 'deposit.notice.confirmingSummary'] as const)
            : (['deposit.notice.confirmingTitle', 'deposit.notice.confirmingSummary'] as const);
  return {
    type: 'notice',
    topic: 'deposit',
    deposit,
    title: everyLang(title),
    summary: everyLang(summary, params),
  };
}
