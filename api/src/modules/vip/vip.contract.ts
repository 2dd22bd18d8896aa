// Wire types of the VIP module (`@h5/api/contract/vip`), shared with the front end. Types only.
import type { MoneyString } from '../../contract/index.ts';

/** One level: what it asks for (all of it) and what it gives. */
export type VipLevelView = {
  level: number;
  /** INR held in products now (fund principal, equity at cost, stakes). */
  minHeld: MoneyString;
  /** Members invited directly. */
  minDirect: number;
  /** INR held in products by the team, three levels deep. */
  minTeamHeld: MoneyString;
  /** USDT added to the daily withdrawal limit. */
  withdrawalLimitBonus: MoneyString;
  /** The share of the withdrawal fee waived, in percent ("10.00"; "100.00": no fee). */
  withdrawalFeeDiscountPercent: MoneyString;
};

/**
 * GET /api/Vip/state: the member's level (promoted first when their figures reach a higher one),
 * their figures, every level, and the next level (null at the top).
 */
export type VipState = {
  level: number;
  reachedAt: string | null;
  figures: { held: MoneyString; direct: number; teamHeld: MoneyString };
  next: VipLevelView | null;
  levels: VipLevelView[];
};

/** GET /api/Admin/vip (finance): the levels and how many members hold each. */
export type AdminVipOverview = {
  levels: (VipLevelView & { withdrawalFeeDiscountBps: number; members: number })[];
};

/** POST /api/Admin/vip/recompute (finance): every member checked now, how many rose. */
export type VipRecomputeAnswer = { promoted: number };
