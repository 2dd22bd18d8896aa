import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import type { LocalizedText } from '../fund/fund.service.ts';
import { formatAmount, MAX_MINOR, toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { investedBetween } from '../vip/vip-metrics.ts';

/** VIP levels run from 0 to 5 (ADR 0028). */
export const MAX_VIP_LEVEL = 5;
/** The longest window an operator may set. */
export const MAX_WINDOW_DAYS = 366;
/** The most direct referrals a target may ask for. */
export const MAX_REFERRALS = 100_000;
/** Ended challenges a member's list shows, newest first. */
const ENDED_SHOWN = 10;
/** Members whose figures are read in one query. */
export const FIGURES_CHUNK = 500;

export type ChallengeState = 'published' | 'settled';

/** A challenge as the services use it: money in paise, times as dates. */
export type ChallengeRecord = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  startsAt: Date;
  endsAt: Date;
  minVipLevel: number;
  minInvested: bigint;
  minReferrals: number;
  reward: bigint;
  state: ChallengeState;
  settledAt: Date | null;
};

export type NewChallenge = Omit<ChallengeRecord, 'id' | 'state' | 'settledAt'>;

/** An entry as stored: judged figures and outcome once the challenge is settled. */
export type EntryRecord = {
  challengeId: number;
  memberId: number;
  appliedAt: Date;
  outcome: 'met' | 'unmet' | null;
  invested: bigint | null;
  referrals: number | null;
  rewardEntryId: number | null;
};

/** What an entrant has reached in the window. */
export type Progress = { invested: bigint; referrals: number };

const COLUMNS = `id, title_hi_in, title_en_us, title_zh_cn, description_hi_in, description_en_us, description_zh_cn,
  starts_at, ends_at, min_vip_level, min_invested, min_referrals, reward, state, settled_at`;

export const challengeOf = (row: Record<string, unknown>): ChallengeRecord => ({
  id: Number(row.id),
  title: {
    'hi-in': String(row.title_hi_in),
    'en-us': String(row.title_en_us),
    'zh-cn': String(row.title_zh_cn),
  },
  description: {
    'hi-in': String(row.description_hi_in),
    'en-us': String(row.description_en_us),
    'zh-cn': String(row.description_zh_cn),
  },
  startsAt: toDate(row.starts_at),
  endsAt: toDate(row.ends_at),
  minVipLevel: Number(row.min_vip_level),
  minInvested: toBigInt(row.min_invested),
  minReferrals: Number(row.min_referrals),
  reward: toBigInt(row.reward),
  state: String(row.state) as ChallengeState,
  settledAt: row.settled_at == null ? null : toDate(row.settled_at),
});

const entryOf = (row: Record<string, unknown>): EntryRecord => ({
  challengeId: Number(row.challenge_id),
  memberId: Number(row.member_id),
  appliedAt: toDate(row.created_at),
  outcome: row.outcome == null ? null : (String(row.outcome) as 'met' | 'unmet'),
  invested: row.invested == null ? null : toBigInt(row.invested),
  referrals: row.referrals == null ? null : Number(row.referrals),
  rewardEntryId: row.reward_entry_id == null ? null : Number(row.reward_entry_id),
});

/** Where the window stands at `now`. */
export const phaseOf = (challenge: Pick<ChallengeRecord, 'startsAt' | 'endsAt'>, now: Date) =>
  now < challenge.startsAt ? 'upcoming' : now < challenge.endsAt ? 'running' : 'ended';

/** Whether `progress` reaches every target of the challenge (a target of 0 is none). */
export const meetsTargets = (
  challenge: Pick<ChallengeRecord, 'minInvested' | 'minReferrals'>,
  progress: Progress,
) =>
  (challenge.minInvested === 0n || progress.invested >= challenge.minInvested) &&
  (challenge.minReferrals === 0 || progress.referrals >= challenge.minReferrals);

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Direct referrals of each of `memberIds` who registered between `from` (inclusive) and `to`. */
export async function referralsBetween(
  em: EntityManager,
  period: { from: Date; to: Date; memberIds: readonly number[] },
): Promise<Map<number, number>> {
  if (!period.memberIds.length) return new Map();
  const rows = await queryRows<{ inviter_id: unknown; n: unknown }>(
    em,
    `select inviter_id, count(*) as n from member
     where inviter_id in (${placeholders(period.memberIds)}) and created_at >= ? and created_at < ?
     group by inviter_id`,
    [...period.memberIds, period.from, period.to],
  );
  return new Map(rows.map((row) => [Number(row.inviter_id), Number(row.n)]));
}

/**
 * What each of `memberIds` reached in the challenge's window: invested (the VIP module's one
 * definition) and direct referrals registered in it. Read in chunks, so a large field is fine.
 */
export async function progressOf(
  em: EntityManager,
  challenge: Pick<ChallengeRecord, 'startsAt' | 'endsAt'>,
  memberIds: readonly number[],
): Promise<Map<number, Progress>> {
  const progress = new Map<number, Progress>();
  for (let start = 0; start < memberIds.length; start += FIGURES_CHUNK) {
    const chunk = memberIds.slice(start, start + FIGURES_CHUNK);
    const period = { from: challenge.startsAt, to: challenge.endsAt, memberIds: chunk };
    const [invested, referrals] = [await investedBetween(em, period), await referralsBetween(em, period)];
    for (const id of chunk)
      progress.set(id, { invested: invested.get(id) ?? 0n, referrals: referrals.get(id) ?? 0 });
  }
  return progress;
}

/** An entry's progress: as judged once settled, else as it stands. */
export const entryProgress = (entry: EntryRecord, live: Progress | undefined): Progress =>
  entry.outcome !== null
    ? { invested: entry.invested ?? 0n, referrals: entry.referrals ?? 0 }
    : (live ?? { invested: 0n, referrals: 0 });

/**
 * The rules of a challenge, whoever writes it (the console, the CLI, the seed): texts, a window that
 * ends after it starts and has not ended, at most a year long; a level of 0–5; at least one target;
 * a reward greater than zero.
 */
export function checkChallenge(input: NewChallenge, now: Date): void {
  if (!(input.endsAt > input.startsAt)) throw new ApiError(422, 'challenge.endBeforeStart');
  if (!(input.endsAt > now)) throw new ApiError(422, 'challenge.windowOver');
  if (input.endsAt.getTime() - input.startsAt.getTime() > MAX_WINDOW_DAYS * 86_400_000)
    throw new ApiError(422, 'challenge.windowTooLong', { params: { days: MAX_WINDOW_DAYS } });
  if (!Number.isInteger(input.minVipLevel) || input.minVipLevel < 0 || input.minVipLevel > MAX_VIP_LEVEL)
    throw new ApiError(422, 'challenge.levelInvalid');
  if (input.minInvested < 0n || input.minInvested > MAX_MINOR)
    throw new ApiError(422, 'challenge.investedInvalid');
  if (!Number.isInteger(input.minReferrals) || input.minReferrals < 0 || input.minReferrals > MAX_REFERRALS)
    throw new ApiError(422, 'challenge.referralsInvalid');
  if (input.minInvested === 0n && input.minReferrals === 0)
    throw new ApiError(422, 'challenge.targetRequired');
  if (input.reward <= 0n || input.reward > MAX_MINOR) throw new ApiError(422, 'challenge.rewardInvalid');
}

type Deps = {
  clock: Clock;
  dialect: Dialect;
  /** A member's VIP level now (the VIP module's `levelOf`: VIP0 without a row). */
  levelOf: (em: EntityManager, memberId: number) => Promise<number>;
};

/** Challenges: what members see and apply to, and what operators publish and read (ADR 0029). */
export function createChallengeService({ clock, dialect, levelOf }: Deps) {
  const ignoreDuplicate =
    dialect === 'mysql'
      ? 'on duplicate key update `id` = `id`'
      : 'on conflict (`challenge_id`, `member_id`) do nothing';

  async function find(em: EntityManager, id: number): Promise<ChallengeRecord | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      em,
      `select ${COLUMNS} from challenge where id = ?`,
      [id],
    );
    return row ? challengeOf(row) : undefined;
  }

  async function get(em: EntityManager, id: number): Promise<ChallengeRecord> {
    const challenge = await find(em, id);
    if (!challenge) throw new ApiError(404, 'challenge.notFound');
    return challenge;
  }

  async function entriesOf(em: EntityManager, memberId: number, challengeIds: number[]) {
    if (!challengeIds.length) return new Map<number, EntryRecord>();
    const rows = await queryRows<Record<string, unknown>>(
      em,
      `select challenge_id, member_id, created_at, outcome, invested, referrals, reward_entry_id from challenge_entry
       where member_id = ? and challenge_id in (${placeholders(challengeIds)})`,
      [memberId, ...challengeIds],
    );
    return new Map(rows.map((row) => [Number(row.challenge_id), entryOf(row)]));
  }

  /** The member's view of `challenges`: their level, entries and progress. */
  async function forMember(em: EntityManager, memberId: number, challenges: ChallengeRecord[]) {
    const vipLevel = await levelOf(em, memberId);
    const entries = await entriesOf(
      em,
      memberId,
      challenges.map((challenge) => challenge.id),
    );
    const items = [];
    for (const challenge of challenges) {
      const entry = entries.get(challenge.id) ?? null;
      const live =
        entry && entry.outcome === null
          ? (await progressOf(em, challenge, [memberId])).get(memberId)
          : undefined;
      items.push({ challenge, entry, progress: entry ? entryProgress(entry, live) : null });
    }
    return { now: clock.now(), vipLevel, items };
  }

  return {
    find,
    get,

    /** Running challenges (ending first), then upcoming ones (starting first), then the latest ended. */
    async list(em: EntityManager, actor: MemberActor) {
      const now = clock.now();
      const open = await queryRows<Record<string, unknown>>(
        em,
        `select ${COLUMNS} from challenge where ends_at > ? order by case when starts_at <= ? then 0 else 1 end,
         case when starts_at <= ? then ends_at else starts_at end, id`,
        [now, now, now],
      );
      const ended = await queryRows<Record<string, unknown>>(
        em,
        `select ${COLUMNS} from challenge where ends_at <= ? order by ends_at desc, id desc limit ?`,
        [now, ENDED_SHOWN],
      );
      return forMember(em, actor.id, [...open, ...ended].map(challengeOf));
    },

    /** One challenge as the member sees it. */
    async one(em: EntityManager, actor: MemberActor, id: number) {
      return forMember(em, actor.id, [await get(em, id)]);
    },

    /**
     * Applies the member to a running challenge whose level they have reached: one entry per member
     * and challenge (applying again changes nothing). Refused with a code, nothing written, otherwise.
     */
    async apply(em: EntityManager, actor: MemberActor, challenge: ChallengeRecord): Promise<void> {
      const now = clock.now();
      if (now < challenge.startsAt)
        throw new ApiError(422, 'challenge.notStarted', { data: { code: 'challenge_not_started' } });
      if (now >= challenge.endsAt)
        throw new ApiError(422, 'challenge.ended', { data: { code: 'challenge_ended' } });
      await em.transactional(async (tx) => {
        const level = await levelOf(tx, actor.id);
        if (level < challenge.minVipLevel)
          throw new ApiError(422, 'challenge.requirementsNotMet', {
            data: { code: 'requirements_not_met', minVipLevel: challenge.minVipLevel, vipLevel: level },
          });
        await runStatement(
          tx,
          `insert into challenge_entry (created_at, updated_at, challenge_id, member_id) values (?, ?, ?, ?) ${ignoreDuplicate}`,
          [now, now, challenge.id, actor.id],
        );
      });
    },

    /** Publishes a challenge (operator), audited with the reason given. */
    async create(em: EntityManager, input: NewChallenge, by: ActedBy): Promise<number> {
      checkChallenge(input, clock.now());
      return em.transactional(async (tx) => {
        const now = clock.now();
        const inserted = await runStatement(
          tx,
          `insert into challenge (created_at, updated_at, title_hi_in, title_en_us, title_zh_cn, description_hi_in,
             description_en_us, description_zh_cn, starts_at, ends_at, min_vip_level, min_invested, min_referrals,
             reward, state)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'published')`,
          [
            now,
            now,
            input.title['hi-in'],
            input.title['en-us'],
            input.title['zh-cn'],
            input.description['hi-in'],
            input.description['en-us'],
            input.description['zh-cn'],
            input.startsAt,
            input.endsAt,
            input.minVipLevel,
            input.minInvested,
            input.minReferrals,
            input.reward,
          ],
        );
        const id = Number(inserted.insertId);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'challenge_create',
          detail: {
            challengeId: id,
            title: input.title['en-us'],
            startsAt: input.startsAt.toISOString(),
            endsAt: input.endsAt.toISOString(),
            minVipLevel: input.minVipLevel,
            minInvested: formatAmount(input.minInvested, 'INR'),
            minReferrals: input.minReferrals,
            reward: formatAmount(input.reward, 'INR'),
          },
        });
        return id;
      });
    },

    /**
     * Every challenge for operators, newest first, with its entrants, those meeting the targets (as
     * judged once settled, as they stand before) and the rewards that makes.
     */
    async adminList(em: EntityManager, ids?: number[]) {
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select ${COLUMNS} from challenge${ids ? ` where id in (${placeholders(ids)})` : ''} order by id desc`,
        ids ?? [],
      );
      const challenges = rows.map(challengeOf);
      const result = [];
      for (const challenge of challenges) {
        const entrants = await queryRows<Record<string, unknown>>(
          em,
          'select member_id, outcome, reward_entry_id from challenge_entry where challenge_id = ?',
          [challenge.id],
        );
        let met: number;
        if (challenge.state === 'settled') met = entrants.filter((row) => row.outcome === 'met').length;
        else {
          const progress = await progressOf(
            em,
            challenge,
            entrants.map((row) => Number(row.member_id)),
          );
          met = [...progress.values()].filter((p) => meetsTargets(challenge, p)).length;
        }
        result.push({ challenge, entrants: entrants.length, met, rewards: challenge.reward * BigInt(met) });
      }
      return result;
    },

    /** A page of a challenge's entrants, in the order they applied, with their progress and result. */
    async results(em: EntityManager, challenge: ChallengeRecord, page: { page: number; rows: number }) {
      const [count] = await queryRows<{ total: unknown }>(
        em,
        'select count(*) as total from challenge_entry where challenge_id = ?',
        [challenge.id],
      );
      const rows = await queryRows<Record<string, unknown>>(
        em,
        `select e.challenge_id, e.member_id, e.created_at, e.outcome, e.invested, e.referrals, e.reward_entry_id,
           m.mailbox
         from challenge_entry e join member m on m.id = e.member_id
         where e.challenge_id = ? order by e.id limit ? offset ?`,
        [challenge.id, page.rows, (page.page - 1) * page.rows],
      );
      const entries = rows.map((row) => ({ ...entryOf(row), mailbox: String(row.mailbox) }));
      const live = await progressOf(
        em,
        challenge,
        entries.filter((entry) => entry.outcome === null).map((entry) => entry.memberId),
      );
      return {
        total: Number(count?.total ?? 0),
        list: entries.map((entry) => {
          const progress = entryProgress(entry, live.get(entry.memberId));
          return {
            ...entry,
            progress,
            met: entry.outcome !== null ? entry.outcome === 'met' : meetsTargets(challenge, progress),
          };
        }),
      };
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
