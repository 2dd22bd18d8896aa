import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { formatAmount, toBigInt } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { saveSetting } from '../withdrawal/platform-setting.entity.ts';
import { HELD_KINDS, INVESTED_TYPES, heldBy } from './vip-metrics.ts';
import { VipLevelSchema } from './vip.entity.ts';

export const TOP_LEVEL = 5;

/** What a level asks for and what it gives (ADR 0028). */
export type LevelRule = {
  level: number;
  /** Held in products now, paise. */
  minHeld: bigint;
  minDirect: number;
  /** Held in products by the team (three levels), paise. */
  minTeamHeld: bigint;
  /** Added to the daily withdrawal limit, USDT micro-units. */
  withdrawalLimitBonus: bigint;
  /** Taken off the withdrawal fee, basis points of the fee. */
  withdrawalFeeDiscountBps: number;
};

export type LevelRequirements = Pick<LevelRule, 'minHeld' | 'minDirect' | 'minTeamHeld'>;
export type LevelBenefits = Pick<LevelRule, 'withdrawalLimitBonus' | 'withdrawalFeeDiscountBps'>;

/** A member's figures, as the requirements read them. */
export type VipFigures = { held: bigint; direct: number; teamHeld: bigint };

const INR = (rupees: number) => BigInt(rupees) * 100n;
const USDT = (units: number) => BigInt(units) * 1_000_000n;

/** The levels until an operator changes them. VIP0 is everyone: it asks for nothing. */
export const DEFAULT_LEVELS: readonly LevelRule[] = [
  [0, 0, 0, 0, 0],
  [10_000, 0, 0, 500, 1_000],
  [50_000, 3, 100_000, 1_000, 2_000],
  [200_000, 5, 500_000, 2_000, 3_000],
  [500_000, 10, 2_000_000, 5_000, 5_000],
  [1_000_000, 20, 5_000_000, 10_000, 10_000],
].map(([held, direct, teamHeld, bonus, discountBps], level) => ({
  level,
  minHeld: INR(held!),
  minDirect: direct!,
  minTeamHeld: INR(teamHeld!),
  withdrawalLimitBonus: USDT(bonus!),
  withdrawalFeeDiscountBps: discountBps!,
}));

/** The highest level whose every requirement the figures meet (levels are checked one by one). */
export function levelFor(figures: VipFigures, levels: readonly LevelRule[]): number {
  let reached = 0;
  for (const rule of levels) {
    const meets =
      figures.held >= rule.minHeld &&
      figures.direct >= rule.minDirect &&
      figures.teamHeld >= rule.minTeamHeld;
    if (meets) reached = Math.max(reached, rule.level);
  }
  return reached;
}

/** The fee a member pays after their level's discount; the discount rounds down (the platform's side). */
export const discountedFee = (fee: bigint, discountBps: number) =>
  fee - (fee * BigInt(discountBps)) / 10_000n;

/** How many member ids one set-based pass reads and writes at a time. */
const CHUNK = 1_000;
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');
const kinds = HELD_KINDS.map((kind) => `'${kind}'`).join(', ');

/** Where the journal watch (promotion by events) has read up to. */
const CURSOR_KEY = 'vip.cursor';
/** The platform day the last nightly pass ran for. */
const NIGHTLY_KEY = 'vip.nightly';
/** Entries this young may still be committing out of order; the watch leaves them to the next pass. */
const SETTLE_MS = 5_000;

type Deps = { clock: Clock; dialect: Dialect };

/**
 * VIP levels (ADR 0028): the operators' rules, each member's figures and level, and promotion. A
 * level rises by itself once its requirements are met and never falls by itself.
 */
export function createVipService({ clock, dialect }: Deps) {
  async function levels(em: EntityManager): Promise<LevelRule[]> {
    const stored = await em.find(VipLevelSchema, {}, { orderBy: { level: 'asc' } });
    return DEFAULT_LEVELS.map((rule) => {
      const row = stored.find((candidate) => candidate.level === rule.level);
      return row
        ? {
            level: row.level,
            minHeld: toBigInt(row.minHeld),
            minDirect: row.minDirect,
            minTeamHeld: toBigInt(row.minTeamHeld),
            withdrawalLimitBonus: toBigInt(row.withdrawalLimitBonus),
            withdrawalFeeDiscountBps: row.withdrawalFeeDiscountBps,
          }
        : { ...rule };
    });
  }

  async function levelsOf(em: EntityManager, memberIds: readonly number[]): Promise<Map<number, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await queryRows<{ id: unknown; vip_level: unknown }>(
      em,
      `select id, vip_level from member where id in (${placeholders(memberIds)})`,
      memberIds,
    );
    return new Map(rows.map((row) => [Number(row.id), Number(row.vip_level)]));
  }

  /** Each member's figures (members of `memberIds` only; ≤ CHUNK of them). */
  async function figuresOf(
    em: EntityManager,
    memberIds: readonly number[],
  ): Promise<Map<number, VipFigures>> {
    const list = placeholders(memberIds);
    const [held, directRows, teamRows] = await Promise.all([
      heldBy(em, memberIds),
      queryRows<{ member_id: unknown; members: unknown }>(
        em,
        `select member_id, members from team_size where depth = 1 and member_id in (${list})`,
        memberIds,
      ),
      queryRows<{ member_id: unknown; held: unknown }>(
        em,
        `select t.ancestor_id as member_id, sum(a.balance) as held
         from member_tree t
         join ledger_account a on a.member_id = t.descendant_id
         where t.ancestor_id in (${list}) and a.owner = 'member' and a.asset = 'INR' and a.kind in (${kinds})
         group by t.ancestor_id`,
        memberIds,
      ),
    ]);
    const direct = new Map(directRows.map((row) => [Number(row.member_id), Number(row.members)]));
    const team = new Map(teamRows.map((row) => [Number(row.member_id), toBigInt(row.held ?? 0)]));
    return new Map(
      memberIds.map((id) => [
        id,
        { held: held.get(id) ?? 0n, direct: direct.get(id) ?? 0, teamHeld: team.get(id) ?? 0n },
      ]),
    );
  }

  /**
   * Raises members to the levels their figures reach, with a `vip_promotion` row for each rise, in
   * one transaction per chunk; the rows are locked and read again first, so two processes
   * promoting the same member record the rise once.
   */
  async function raise(
    em: EntityManager,
    targets: readonly { id: number; level: number }[],
  ): Promise<number> {
    const ids = targets.map(({ id }) => id).sort((a, b) => a - b);
    return em.fork().transactional(async (tx) => {
      const locked = await queryRows<{ id: unknown; vip_level: unknown }>(
        tx,
        `select id, vip_level from member where id in (${placeholders(ids)}) order by id${dialect === 'mysql' ? ' for update' : ''}`,
        ids,
      );
      const current = new Map(locked.map((row) => [Number(row.id), Number(row.vip_level)]));
      const risen = targets.filter(({ id, level }) => current.has(id) && level > current.get(id)!);
      if (risen.length === 0) return 0;
      const now = clock.now();
      for (const level of new Set(risen.map((target) => target.level))) {
        const at = risen.filter((target) => target.level === level).map(({ id }) => id);
        await runStatement(tx, `update member set vip_level = ? where id in (${placeholders(at)})`, [
          level,
          ...at,
        ]);
      }
      await runStatement(
        tx,
        `insert into vip_promotion (member_id, from_level, to_level, created_at) values ${risen.map(() => '(?, ?, ?, ?)').join(', ')}`,
        risen.flatMap(({ id, level }) => [id, current.get(id)!, level, now]),
      );
      return risen.length;
    });
  }

  /** Raises each member to the level their figures reach (never lowers); answers how many rose. */
  async function promote(em: EntityManager, memberIds: readonly number[]): Promise<number> {
    const rules = await levels(em);
    let promoted = 0;
    for (let start = 0; start < memberIds.length; start += CHUNK) {
      const chunk = [...new Set(memberIds.slice(start, start + CHUNK))];
      const [figures, current] = await Promise.all([figuresOf(em, chunk), levelsOf(em, chunk)]);
      const targets = chunk
        .map((id) => ({ id, level: levelFor(figures.get(id)!, rules) }))
        .filter(({ id, level }) => level > (current.get(id) ?? 0));
      if (targets.length > 0) promoted += await raise(em, targets);
    }
    return promoted;
  }

  /** The members whose figures a change to `memberIds`' holdings or teams moves: they and their inviters. */
  async function withInviters(em: EntityManager, memberIds: readonly number[]): Promise<number[]> {
    const all = new Set(memberIds);
    for (let start = 0; start < memberIds.length; start += CHUNK) {
      const chunk = memberIds.slice(start, start + CHUNK);
      const rows = await queryRows<{ ancestor_id: unknown }>(
        em,
        `select distinct ancestor_id from member_tree where descendant_id in (${placeholders(chunk)})`,
        chunk,
      );
      for (const row of rows) all.add(Number(row.ancestor_id));
    }
    return [...all];
  }

  /** A member's level (0 without a row). */
  async function levelOf(em: EntityManager, memberId: number): Promise<number> {
    return (await levelsOf(em, [memberId])).get(memberId) ?? 0;
  }

  /** Every member, in chunks: the nightly pass that catches what the watch missed. */
  async function promoteAll(em: EntityManager): Promise<number> {
    let promoted = 0;
    let after = 0;
    for (;;) {
      const rows = await queryRows<{ id: unknown }>(
        em,
        'select id from member where id > ? order by id limit ?',
        [after, CHUNK],
      );
      if (rows.length === 0) return promoted;
      const ids = rows.map((row) => Number(row.id));
      promoted += await promote(em, ids);
      after = ids.at(-1)!;
    }
  }

  async function readCursor(em: EntityManager): Promise<{ entryId: number; memberId: number } | null> {
    const [row] = await queryRows<{ value: string }>(
      em,
      'select value from platform_setting where setting_key = ?',
      [CURSOR_KEY],
    );
    return row ? (JSON.parse(row.value) as { entryId: number; memberId: number }) : null;
  }

  return {
    levels,
    levelFor,

    levelOf,

    /** What a member's level gives where money moves (the withdrawal limit and fee). */
    async benefitsOf(em: EntityManager, memberId: number): Promise<LevelBenefits & { level: number }> {
      // Sequential: this runs inside the withdrawal's transaction.
      const level = await levelOf(em, memberId);
      const rule = (await levels(em))[level]!;
      return {
        level,
        withdrawalLimitBonus: rule.withdrawalLimitBonus,
        withdrawalFeeDiscountBps: rule.withdrawalFeeDiscountBps,
      };
    },

    /** A member's level after promoting them, their figures and when they reached it. */
    async standing(em: EntityManager, memberId: number) {
      // The figures and rules are read once: they decide the promotion and are what the page shows.
      const [rules, figures, current] = await Promise.all([
        levels(em),
        figuresOf(em, [memberId]).then((all) => all.get(memberId)!),
        levelOf(em, memberId),
      ]);
      const target = levelFor(figures, rules);
      if (target > current) await raise(em, [{ id: memberId, level: target }]);
      const [row] = await queryRows<{ level: unknown; reached_at: unknown }>(
        em,
        `select m.vip_level as level, (select max(p.created_at) from vip_promotion p
           where p.member_id = m.id and p.to_level = m.vip_level) as reached_at
         from member m where m.id = ?`,
        [memberId],
      );
      return {
        level: row ? Number(row.level) : 0,
        reachedAt: row?.reached_at ? new Date(row.reached_at as string | Date) : null,
        figures,
        levels: rules,
      };
    },

    promote,

    /**
     * Promotion by events: the members who invested, and the inviters of new members, since the
     * last pass, read from the journal and the member table (so a move made by any process, or
     * before a restart, is seen). Safe to run in several processes: promotion only rises.
     */
    async watch(em: EntityManager): Promise<number> {
      const cursor = await readCursor(em);
      const settled = new Date(clock.now().getTime() - SETTLE_MS);
      const [upTo] = await queryRows<{ entry_id: unknown; member_id: unknown }>(
        em,
        `select (select coalesce(max(id), 0) from journal_entry where created_at < ?) as entry_id,
                (select coalesce(max(id), 0) from member where created_at < ?) as member_id`,
        [settled, settled],
      );
      const next = { entryId: Number(upTo?.entry_id ?? 0), memberId: Number(upTo?.member_id ?? 0) };
      if (!cursor) {
        // The first pass starts from now: what came before is the nightly pass's. Several processes
        // may start at once: the first row stays.
        const now = clock.now();
        await runStatement(
          em,
          `insert into platform_setting (created_at, updated_at, setting_key, value) values (?, ?, ?, ?) ${
            dialect === 'mysql'
              ? 'on duplicate key update `id` = `id`'
              : 'on conflict (`setting_key`) do nothing'
          }`,
          [now, now, CURSOR_KEY, JSON.stringify(next)],
        );
        return 0;
      }
      if (next.entryId <= cursor.entryId && next.memberId <= cursor.memberId) return 0;
      const types = INVESTED_TYPES.map((type) => `'${type}'`).join(', ');
      const [investors, joined] = await Promise.all([
        queryRows<{ member_id: unknown }>(
          em,
          `select distinct a.member_id from journal_entry e
           join journal_line l on l.entry_id = e.id
           join ledger_account a on a.id = l.account_id
           where e.id > ? and e.id <= ? and e.type in (${types}) and a.owner = 'member'`,
          [cursor.entryId, next.entryId],
        ),
        queryRows<{ id: unknown }>(em, 'select id from member where id > ? and id <= ?', [
          cursor.memberId,
          next.memberId,
        ]),
      ]);
      const moved = [
        ...investors.map((row) => Number(row.member_id)),
        ...joined.map((row) => Number(row.id)),
      ];
      const promoted = await promote(em, await withInviters(em, moved));
      await saveSetting(em, CURSOR_KEY, JSON.stringify(next), clock.now());
      return promoted;
    },

    promoteAll,

    /**
     * Once a platform day, in one process: the first to move the day's marker runs the pass.
     * Answers null when another process has run it (or is running it) today.
     */
    async nightly(em: EntityManager, today: string): Promise<number | null> {
      const now = clock.now();
      const [row] = await queryRows<{ value: string }>(
        em,
        'select value from platform_setting where setting_key = ?',
        [NIGHTLY_KEY],
      );
      if (row && row.value >= today) return null;
      if (!row) {
        try {
          await runStatement(
            em,
            'insert into platform_setting (created_at, updated_at, setting_key, value) values (?, ?, ?, ?)',
            [now, now, NIGHTLY_KEY, today],
          );
        } catch {
          return null; // another process inserted it first
        }
      } else {
        const moved = await runStatement(
          em,
          'update platform_setting set value = ?, updated_at = ? where setting_key = ? and value = ?',
          [today, now, NIGHTLY_KEY, row.value],
        );
        if (moved.affectedRows !== 1) return null;
      }
      return promoteAll(em);
    },

    /**
     * Sets one level's requirements and benefits (an operator, audited). Requirements never fall
     * from one level to the next; VIP0 asks for nothing.
     */
    async setLevel(tx: EntityManager, rule: LevelRule, by: ActedBy): Promise<LevelRule[]> {
      const current = await levels(tx);
      const next = current.map((existing) => (existing.level === rule.level ? rule : existing));
      if (rule.level === 0 && (rule.minHeld > 0n || rule.minDirect > 0 || rule.minTeamHeld > 0n))
        throw new ApiError(422, 'vip.levelZeroOpen');
      for (let level = 1; level < next.length; level++) {
        const [below, above] = [next[level - 1]!, next[level]!];
        if (
          above.minHeld < below.minHeld ||
          above.minDirect < below.minDirect ||
          above.minTeamHeld < below.minTeamHeld
        )
          throw new ApiError(422, 'vip.requirementsOrder', {
            params: { level: above.level, below: below.level },
          });
      }
      const now = clock.now();
      const existing = await tx.findOne(VipLevelSchema, { level: rule.level });
      if (existing) Object.assign(existing, { ...rule, updatedAt: now });
      else tx.create(VipLevelSchema, { ...rule, updatedAt: now });
      await tx.flush();
      await recordOperatorAction(tx, clock, {
        ...by,
        action: 'vip_level',
        detail: {
          level: rule.level,
          minHeld: formatAmount(rule.minHeld, 'INR'),
          minDirect: rule.minDirect,
          minTeamHeld: formatAmount(rule.minTeamHeld, 'INR'),
          withdrawalLimitBonus: formatAmount(rule.withdrawalLimitBonus, 'USDT'),
          withdrawalFeeDiscountBps: rule.withdrawalFeeDiscountBps,
        },
      });
      return next;
    },

    /** How many members hold each level. */
    async counts(em: EntityManager): Promise<{ level: number; members: number }[]> {
      const rows = await queryRows<{ level: unknown; n: unknown }>(
        em,
        'select vip_level as level, count(*) as n from member group by vip_level',
      );
      const byLevel = new Map(rows.map((row) => [Number(row.level), Number(row.n)]));
      return DEFAULT_LEVELS.map(({ level }) => ({ level, members: byLevel.get(level) ?? 0 }));
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
