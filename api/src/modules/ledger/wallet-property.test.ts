import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { dialectOf } from '../../db/dialect.ts';
import { CommandRefused } from '../../platform/admin-command.ts';
import { manualClock } from '../../platform/clock.ts';
import { LANGS, translate, type Lang, type MessageKey, type MessageParams } from '../../platform/i18n.ts';
import { runAdminCommand } from '../../test/admin.ts';
import { buildMember } from '../../test/factories.ts';
import { seededRandom, seedFrom } from '../../test/random.ts';
import { startTestServer, type TestResponse, type TestServer } from '../../test/server.ts';
import { createPiggyInterestService, interestKey, utcDay } from '../piggy/piggy-interest.service.ts';
import { accountCode, capitalAccount, memberAccount, platformAccount } from './ledger-accounts.ts';
import { auditLedger, describeAudit } from './ledger-audit.ts';
import { createLedgerService } from './ledger.service.ts';
import { formatAmount, toBigInt, type MoneyAsset as Asset } from './money.ts';
import { queryRows } from './sql.ts';
import { MemberSchema } from '../account/member.entity.ts';

// Random sequences of every wallet operation over 20 members: members act through the HTTP API
// (with Idempotency-Keys, repeated and misused), operators through the admin commands' own code,
// time through the injected clock. After every step the ledger must audit clean, sum to zero per
// asset, keep every member ≥ 0, and hold exactly what an independent model says (bigint
// bookkeeping of every account, quote, withdrawal, code and lock). PROPERTY_SEED replays a run.

const MEMBERS = 20;
const STEPS = Number(process.env.PROPERTY_STEPS ?? 400);
/** Every this many steps (and at the end) every member's summary, withdrawal and quote is compared too. */
const FULL_CHECK_EVERY = 25;
const PAY = '482910';
const WRONG_PAY = '000000';
const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const QUOTE_TTL_MS = 30_000;
const TOTP_STEP_MS = 30_000;
const DAY_MS = 86_400_000;
/** How the admin commands word a refusal (`CommandRefused`): money commands, then state changes. */
const NOTHING_MOVED = 'refused, nothing moved: ';
const NOTHING_CHANGED = 'refused, nothing changed: ';

const clock = manualClock('2026-06-01T08:00:00Z');

type Member = {
  id: number;
  token: string;
  secret: string;
  /** The last TOTP step the server accepted, and its code. */
  lastStep: number;
  lastCode: string;
  /** Failures since the last success: kept below the lockouts (5), which count in real time. */
  wrongPays: number;
  wrongCodes: number;
  lockedUntil: number;
  addressId: number | null;
};
type Quote = {
  id: number;
  memberId: number;
  from: Asset;
  to: Asset;
  amount: bigint;
  receive: bigint;
  fee: bigint;
  rateMicro: bigint;
  createdAt: number;
  expiresAt: number;
  used: boolean;
};
type Withdrawal = {
  id: number;
  memberId: number;
  addressId: number;
  amount: bigint;
  fee: bigint;
  state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
  txHash: string | null;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
};
/** A keyed call that succeeded: its key answers this again, with another body a 409. */
type KeyedCall = { member: Member; path: string; body: Record<string, unknown>; key: string; data: unknown };

const codeOf = {
  balance: (id: number) => accountCode(memberAccount(id, 'balance')),
  usdt: (id: number) => accountCode(memberAccount(id, 'usdt')),
  piggy: (id: number) => accountCode(memberAccount(id, 'piggy_bank')),
  promotions: accountCode(platformAccount('promotions', 'INR')),
  treasury: (asset: Asset) => accountCode(platformAccount('fx_treasury', asset)),
  clearing: accountCode(platformAccount('chain_clearing', 'USDT')),
  inFlight: accountCode(platformAccount('withdrawals_in_flight', 'USDT')),
  fees: accountCode(platformAccount('fee_income', 'USDT')),
  capital: (asset: Asset) => accountCode(capitalAccount(asset)),
};
const memberHolding = (asset: Asset) => (asset === 'INR' ? codeOf.balance : codeOf.usdt);
const iso = (ms: number) => new Date(ms).toISOString();
const totpStepOf = (ms: number) => Math.floor(ms / 1000 / 30);
const totpAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

describe('wallet property', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ clock });
  });
  after(() => server.close());

  it('keeps the ledger whole and every member as the model says over random sequences of every wallet operation', async (t) => {
    const seed = seedFrom('PROPERTY_SEED');
    t.diagnostic(`property seed ${seed} (PROPERTY_SEED=${seed} replays this run), ${STEPS} steps`);
    const random = seededRandom(seed);
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    const big = (min: bigint, max: bigint) =>
      max <= min ? min : min + BigInt(Math.floor(random() * Number(max - min + 1n)));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const chance = (p: number) => random() < p;
    const hash = () => Array.from({ length: 64 }, () => '0123456789abcdef'[int(0, 15)]).join('');
    /** Mostly what `available` affords (sometimes all of it), else more than that. */
    const amountAgainst = (available: bigint, spread: bigint) =>
      available > 0n && chance(0.75)
        ? chance(0.1)
          ? available
          : big(1n, available)
        : available + big(1n, spread);

    const em = () => server.orm.em.fork();
    const now = () => clock.now().getTime();
    const piggyInterest = createPiggyInterestService({
      clock,
      ledger: createLedgerService({ dialect: dialectOf(server.config), clock }),
    });

    // ---- the model -------------------------------------------------------------------------
    const held = new Map<string, bigint>();
    const get = (code: string) => held.get(code) ?? 0n;
    const move = (...moves: [string, bigint][]) => {
      for (const [code, amount] of moves) held.set(code, get(code) + amount);
    };
    const members: Member[] = [];
    const quotes: Quote[] = [];
    const withdrawals: Withdrawal[] = [];
    const keyed: KeyedCall[] = [];
    const depositHashes: string[] = [];
    const paidHashes: string[] = [];
    const interestPaid = new Set<string>();
    let rate: { rateMicro: bigint; spreadBps: number } | null = null;
    let limits = { minimum: 0n, maximum: 0n, dailyLimit: 0n, fee: 0n };
    let piggyBps = 0;
    const trace: string[] = [];
    const note = (line: string) => {
      trace.push(line);
      if (trace.length > 25) trace.shift();
    };

    const summaryOf = (m: Member) => {
      // USDT counts in the total at the published rate, rounded down (10¹⁰: micro-USDT × micro-rate → paise).
      const usdtInInr = rate ? (get(codeOf.usdt(m.id)) * rate.rateMicro) / 10_000_000_000n : null;
      return {
        balance: formatAmount(get(codeOf.balance(m.id)), 'INR'),
        usdt: formatAmount(get(codeOf.usdt(m.id)), 'USDT'),
        piggyBank: formatAmount(get(codeOf.piggy(m.id)), 'INR'),
        locked: '0.00',
        equity: '0.00',
        stakedInr: '0.00',
        stakedUsdt: '0.000000',
        usdtRate: rate ? formatAmount(rate.rateMicro, 'USDT') : null,
        usdtInInr: usdtInInr === null ? null : formatAmount(usdtInInr, 'INR'),
        totalAssets: formatAmount(
          get(codeOf.balance(m.id)) + get(codeOf.piggy(m.id)) + (usdtInInr ?? 0n),
          'INR',
        ),
      };
    };
    const withdrawalView = (w: Withdrawal, lang: Lang) => ({
      id: w.id,
      addressId: w.addressId,
      chain: 'TRC20',
      address: TRON,
      amount: formatAmount(w.amount, 'USDT'),
      fee: formatAmount(w.fee, 'USDT'),
      state: w.state,
      stateLabel: translate(lang, `withdrawal.states.${w.state}`),
      txHash: w.txHash,
      // TRC20 has no hot wallet: an operator pays by hand, no payout is sent.
      payoutState: null,
      reason: w.reason,
      createdAt: iso(w.createdAt),
      updatedAt: iso(w.updatedAt),
    });
    /** What a quote gives, computed here on its own: the unspread and spread amounts, rounded down. */
    const quoteOf = (from: Asset, amount: bigint, r: { rateMicro: bigint; spreadBps: number }) => {
      const keep = BigInt(10_000 - r.spreadBps);
      // INR paise → USDT micro: × 10¹⁰ / rate micro; USDT micro → paise: × rate micro / 10¹⁰.
      const [num, den] =
        from === 'INR' ? [amount * 10_000_000_000n, r.rateMicro] : [amount * r.rateMicro, 10_000_000_000n];
      const gross = num / den;
      const receive = (num * keep) / (den * 10_000n);
      return { receive, fee: gross - receive };
    };
    const usedToday = (m: Member) => {
      const dayStart = now() - (now() % DAY_MS);
      return withdrawals
        .filter(
          (w) =>
            w.memberId === m.id && w.createdAt >= dayStart && !['rejected', 'cancelled'].includes(w.state),
        )
        .reduce((sum, w) => sum + w.amount, 0n);
    };

    // ---- talking to the API and the operator commands -----------------------------------------
    const call = <T>(
      m: Member,
      path: string,
      body: Record<string, unknown>,
      key: string | null,
      lang: Lang,
    ) =>
      server.post<T>(path, {
        lang,
        headers: { token: m.token, ...(key !== null && { 'Idempotency-Key': key }) },
        json: body,
      });
    /** How often each outcome was seen: the run's coverage, printed at the end. */
    const outcomes = new Map<string, number>();
    const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    const ok = (answer: TestResponse<unknown>, what: string) => {
      assert.equal(answer.httpStatus, 200, `${what}: ${answer.httpStatus} ${answer.body.msg}`);
      assert.equal(answer.body.status, 1);
      count(`${what}: ok`);
    };
    const refused = (
      answer: TestResponse<unknown>,
      lang: Lang,
      httpStatus: number,
      key: MessageKey,
      params?: MessageParams,
    ) => {
      assert.equal(
        `${answer.httpStatus} ${answer.body.msg}`,
        `${httpStatus} ${translate(lang, key, params)}`,
        `expected ${key}`,
      );
      assert.notEqual(answer.body.status, 1);
      count(key);
    };
    /** Runs an operator command; answers its lines, or the refusal's message. */
    const admin = async (name: string, args: string[]) => {
      try {
        const lines = await runAdminCommand(server, clock, name, args);
        count(`${name}: ok`);
        return { lines, refusal: null };
      } catch (error) {
        if (!(error instanceof CommandRefused)) throw error;
        count(`${name}: refused`);
        return { lines: [], refusal: error.message };
      }
    };
    /** Each "balance after" a printed entry shows is the model's balance of that account. */
    const assertPrinted = (lines: string[]) => {
      const balances = lines.filter((line) => line.includes('balance after'));
      assert.ok(balances.length >= 2, lines.join('\n'));
      for (const line of balances) {
        const m = /^\s+(\S+)\s+[+-]?[\d.]+ (INR|USDT)\s+balance after (-?[\d.]+)$/.exec(line);
        assert.ok(m, line);
        assert.equal(m[3], formatAmount(get(m[1]!), m[2] as Asset), line);
      }
    };
    const holdsLess = (code: string, asset: Asset, needs: bigint) =>
      `${NOTHING_MOVED}${code} holds ${formatAmount(get(code), asset)} ${asset}, needs ${formatAmount(needs, asset)}`;

    /** A code the server has not accepted yet: the clock moves to the next step when needed. */
    const freshCode = (m: Member) => {
      const behind = m.lastStep - totpStepOf(now());
      if (behind >= 0) clock.advance((behind + 1) * TOTP_STEP_MS);
      return { code: totpAt(m.secret, now()), step: totpStepOf(now()) };
    };
    /** A wrong code: the last accepted one while still in the window (reused), else none of the window's. */
    const wrongCode = (m: Member): { code: string; reason: 'security.totpWrong' | 'security.totpReused' } => {
      if (totpStepOf(now()) - m.lastStep <= 1 && chance(0.5))
        return { code: m.lastCode, reason: 'security.totpReused' };
      const valid = [-1, 0, 1].map((d) => totpAt(m.secret, now() + d * TOTP_STEP_MS));
      const code = ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!;
      return { code, reason: 'security.totpWrong' };
    };
    const accepted = (m: Member, code: string, step: number) => {
      m.lastStep = step;
      m.lastCode = code;
      m.wrongCodes = 0;
    };

    // ---- the operations ---------------------------------------------------------------------
    async function piggyMove(m: Member, way: 'in' | 'out') {
      const from = way === 'in' ? codeOf.balance(m.id) : codeOf.piggy(m.id);
      const to = way === 'in' ? codeOf.piggy(m.id) : codeOf.balance(m.id);
      const amount = amountAgainst(get(from), 300_000n);
      const lang = pick(LANGS);
      const path = `/api/Wallet/piggy/${way}`;
      const body = { amount: formatAmount(amount, 'INR') };
      const key = randomUUID();
      note(`member ${m.id} piggy ${way} ${body.amount}`);
      const answer = await call(m, path, body, key, lang);
      if (get(from) < amount)
        return refused(
          answer,
          lang,
          422,
          way === 'in' ? 'wallet.insufficientBalance' : 'wallet.insufficientPiggyBank',
        );
      ok(answer, `piggy ${way}`);
      move([from, -amount], [to, amount]);
      assert.deepEqual(answer.body.data, { summary: summaryOf(m) });
      keyed.push({ member: m, path, body, key, data: answer.body.data });
    }

    /** A quote through the API; answers the model's quote, or null when refused. */
    async function quote(m: Member, from: Asset) {
      const to: Asset = from === 'INR' ? 'USDT' : 'INR';
      const spread = from === 'INR' ? 200_000n : 3_000_000n;
      const amount = chance(0.05) ? 1n : amountAgainst(get(memberHolding(from)(m.id)), spread);
      const lang = pick(LANGS);
      const text = formatAmount(amount, from);
      note(`member ${m.id} quote ${text} ${from}`);
      const answer = await call<{ quoteId: number }>(
        m,
        '/api/Wallet/conversion/quote',
        { from, amount: text },
        null,
        lang,
      );
      if (!rate) {
        refused(answer, lang, 503, 'conversion.noRate');
        return null;
      }
      const { receive, fee } = quoteOf(from, amount, rate);
      if (receive <= 0n) {
        refused(answer, lang, 422, 'conversion.tooSmall');
        return null;
      }
      ok(answer, 'quote');
      const q: Quote = {
        id: answer.body.data.quoteId,
        memberId: m.id,
        from,
        to,
        amount,
        receive,
        fee,
        rateMicro: rate.rateMicro,
        createdAt: now(),
        expiresAt: now() + QUOTE_TTL_MS,
        used: false,
      };
      assert.deepEqual(answer.body.data, {
        quoteId: q.id,
        from,
        to,
        amount: text,
        receive: formatAmount(receive, to),
        fee: formatAmount(fee, to),
        rate: formatAmount(rate.rateMicro, 'USDT'),
        expiresAt: iso(q.expiresAt),
      });
      quotes.push(q);
      return q;
    }

    async function confirm(m: Member, q: Quote, wrongPassword: boolean) {
      const password = wrongPassword && m.wrongPays < 4 ? WRONG_PAY : PAY;
      const usable = q.memberId === m.id && !q.used && q.expiresAt > now();
      const memberFrom = memberHolding(q.from)(m.id);
      const memberTo = memberHolding(q.to)(m.id);
      // Which of two short accounts refuses first depends on their ids: the operator tops the
      // treasury up first, so the member's own shortfall is what is tested.
      if (usable && password === PAY && get(memberFrom) < q.amount && get(codeOf.treasury(q.to)) < q.receive)
        await poolFund('fx_treasury', q.to, q.receive + big(0n, 1_000_000n));
      const lang = pick(LANGS);
      const path = '/api/Wallet/conversion/confirm';
      const body = { quoteId: q.id, paymentPassword: password };
      const key = randomUUID();
      note(
        `member ${m.id} confirm quote ${q.id} of member ${q.memberId} (${password === PAY ? 'right' : 'wrong'} password)`,
      );
      const answer = await call(m, path, body, key, lang);
      if (q.memberId !== m.id) return refused(answer, lang, 404, 'conversion.quoteNotFound');
      if (q.used) return refused(answer, lang, 409, 'conversion.quoteUsed');
      if (q.expiresAt <= now()) return refused(answer, lang, 410, 'conversion.quoteExpired');
      if (password !== PAY) {
        m.wrongPays += 1;
        return refused(answer, lang, 422, 'security.paymentPasswordWrong');
      }
      m.wrongPays = 0;
      if (get(memberFrom) < q.amount) return refused(answer, lang, 422, 'wallet.insufficientBalance');
      if (get(codeOf.treasury(q.to)) < q.receive) return refused(answer, lang, 503, 'conversion.unavailable');
      ok(answer, 'confirm');
      q.used = true;
      move(
        [memberFrom, -q.amount],
        [codeOf.treasury(q.from), q.amount],
        [codeOf.treasury(q.to), -q.receive],
        [memberTo, q.receive],
      );
      assert.deepEqual(answer.body.data, {
        conversion: {
          id: q.id,
          from: q.from,
          to: q.to,
          amount: formatAmount(q.amount, q.from),
          receive: formatAmount(q.receive, q.to),
          fee: formatAmount(q.fee, q.to),
          rate: formatAmount(q.rateMicro, 'USDT'),
          createdAt: iso(q.createdAt),
        },
        summary: summaryOf(m),
      });
      keyed.push({ member: m, path, body, key, data: answer.body.data });
    }

    async function convert(m: Member) {
      const q = await quote(m, chance(0.6) ? 'INR' : 'USDT');
      if (!q) return;
      const variant = pick(['now', 'now', 'now', 'now', 'wrong password', 'expired', 'later'] as const);
      if (variant === 'later') return; // confirmed (or found expired) by a later step
      if (variant === 'expired') clock.advance(QUOTE_TTL_MS + int(0, 120_000));
      await confirm(m, q, variant === 'wrong password');
    }

    async function confirmEarlier(m: Member) {
      if (!quotes.length) return convert(m);
      const own = quotes.filter((q) => q.memberId === m.id);
      // Mostly its own (fresh, used or expired), sometimes another member's.
      const q = own.length && chance(0.8) ? pick(own) : pick(quotes);
      await confirm(m, q, chance(0.1));
    }

    async function addAddress(m: Member) {
      const { code, step } = freshCode(m);
      const lang = pick(LANGS);
      note(`member ${m.id} adds an address`);
      const answer = await call<{ id: number }>(
        m,
        '/api/Wallet/addresses/add',
        { chain: 'TRC20', address: TRON, label: 'main', code },
        null,
        lang,
      );
      ok(answer, 'add address');
      accepted(m, code, step);
      m.addressId = answer.body.data.id;
    }

    async function requestWithdrawal(m: Member) {
      const variant = pick([
        'afford',
        'afford',
        'afford',
        'afford',
        'too much',
        'below minimum',
        'above maximum',
        'wrong password',
        'wrong code',
        'no address',
        "another member's address",
      ] as const);
      if (m.addressId === null && variant !== 'no address') await addAddress(m);
      const { minimum, maximum, fee } = limits;
      // Mostly a member who wants to withdraw more than they hold has a deposit credited first.
      if (variant === 'afford' && get(codeOf.usdt(m.id)) < minimum + fee && chance(0.7))
        await confirmDeposit(m);
      const usdt = get(codeOf.usdt(m.id));
      let amount: bigint;
      if (variant === 'below minimum' && minimum > 1n) amount = big(1n, minimum - 1n);
      else if (variant === 'above maximum') amount = maximum + big(1n, 100_000_000n);
      else if (variant === 'too much' || usdt - fee < minimum)
        amount = big(usdt - fee + 1n > minimum ? usdt - fee + 1n : minimum, maximum);
      else amount = big(minimum, usdt - fee < maximum ? usdt - fee : maximum);
      const others = members.filter((o) => o !== m && o.addressId !== null);
      const addressId =
        variant === "another member's address" && others.length ? pick(others).addressId : m.addressId;
      const password = variant === 'wrong password' && m.wrongPays < 4 ? WRONG_PAY : PAY;
      const fresh = variant === 'wrong code' && m.wrongCodes < 4 ? null : freshCode(m);
      const wrong = fresh ? null : wrongCode(m);
      const code = fresh?.code ?? wrong!.code;
      const lang = pick(LANGS);
      const path = '/api/Wallet/withdrawal/request';
      const body = {
        ...(addressId !== null && { addressId }),
        amount: formatAmount(amount, 'USDT'),
        paymentPassword: password,
        code,
      };
      const key = randomUUID();
      note(`member ${m.id} withdraws ${body.amount} (${variant})`);
      const answer = await call<{ id: number }>(m, path, body, key, lang);

      if (m.lockedUntil > now()) {
        const left = Math.ceil((m.lockedUntil - now()) / 60_000);
        return refused(answer, lang, 422, 'withdrawal.locked', {
          hours: Math.floor(left / 60),
          minutes: left % 60,
        });
      }
      if (addressId === null) return refused(answer, lang, 422, 'withdrawal.addressMissing');
      if (addressId !== m.addressId) return refused(answer, lang, 404, 'withdrawal.addressNotFound');
      if (password !== PAY) {
        m.wrongPays += 1;
        return refused(answer, lang, 422, 'security.paymentPasswordWrong');
      }
      m.wrongPays = 0;
      if (wrong) {
        m.wrongCodes += 1;
        return refused(answer, lang, 422, wrong.reason);
      }
      // A right code ends a run of wrong ones; it is used up only with a withdrawal that commits.
      m.wrongCodes = 0;
      const used = usedToday(m);
      if (amount < minimum)
        return refused(answer, lang, 422, 'withdrawal.belowMinimum', {
          amount: formatAmount(minimum, 'USDT'),
        });
      if (amount > maximum)
        return refused(answer, lang, 422, 'withdrawal.aboveMaximum', {
          amount: formatAmount(maximum, 'USDT'),
        });
      if (used + amount > limits.dailyLimit)
        return refused(answer, lang, 422, 'withdrawal.dailyLimit', {
          amount: formatAmount(limits.dailyLimit > used ? limits.dailyLimit - used : 0n, 'USDT'),
        });
      if (usdt < amount + fee) return refused(answer, lang, 422, 'wallet.insufficientBalance');
      ok(answer, 'withdrawal request');
      accepted(m, fresh!.code, fresh!.step);
      const w: Withdrawal = {
        id: answer.body.data.id,
        memberId: m.id,
        addressId: m.addressId!,
        amount,
        fee,
        state: 'requested',
        txHash: null,
        reason: null,
        createdAt: now(),
        updatedAt: now(),
      };
      withdrawals.push(w);
      move([codeOf.usdt(m.id), -(amount + fee)], [codeOf.inFlight, amount + fee]);
      assert.deepEqual(answer.body.data, withdrawalView(w, lang));
      keyed.push({ member: m, path, body, key, data: answer.body.data });
    }

    async function cancelWithdrawal(someone: Member) {
      const requested = withdrawals.filter((w) => w.state === 'requested');
      const foreign = withdrawals.filter((w) => w.memberId !== someone.id);
      const own = withdrawals.filter((w) => w.memberId === someone.id);
      // Mostly an owner cancels a withdrawal under review; else someone tries another member's or an old one.
      const w =
        requested.length && chance(0.6)
          ? pick(requested)
          : foreign.length && chance(0.5)
            ? pick(foreign)
            : own.length
              ? pick(own)
              : null;
      if (!w) return requestWithdrawal(someone);
      const m =
        w.state === 'requested' && w.memberId !== someone.id && chance(0.6)
          ? members.find((o) => o.id === w.memberId)!
          : someone;
      const lang = pick(LANGS);
      const path = '/api/Wallet/withdrawal/cancel';
      const body = { id: w.id };
      const key = randomUUID();
      note(`member ${m.id} cancels withdrawal ${w.id} of member ${w.memberId} (${w.state})`);
      const answer = await call(m, path, body, key, lang);
      if (w.memberId !== m.id) return refused(answer, lang, 404, 'withdrawal.notFound');
      if (w.state !== 'requested') return refused(answer, lang, 409, 'withdrawal.notCancellable');
      ok(answer, 'cancel');
      w.state = 'cancelled';
      w.updatedAt = now();
      move([codeOf.inFlight, -(w.amount + w.fee)], [codeOf.usdt(m.id), w.amount + w.fee]);
      assert.deepEqual(answer.body.data, withdrawalView(w, lang));
      keyed.push({ member: m, path, body, key, data: answer.body.data });
    }

    async function operatorTransition() {
      const open = withdrawals.filter((w) => w.state === 'requested' || w.state === 'approved');
      const w = open.length && chance(0.75) ? pick(open) : withdrawals.length ? pick(withdrawals) : null;
      const id = w?.id ?? 999_999;
      const name = pick(['approve', 'approve', 'pay', 'pay', 'reject'] as const);
      const args = ['--id', String(id)];
      const duplicate = name === 'pay' && paidHashes.length > 0 && chance(0.15);
      const txHash = duplicate ? pick(paidHashes) : hash();
      const reason = `review ${int(1, 999)}`;
      if (name === 'pay') args.push('--tx', txHash);
      if (name === 'reject') args.push('--reason', reason);
      note(
        `operator ${name} withdrawal ${id} (${w?.state ?? 'none'})${duplicate ? ' with a used tx hash' : ''}`,
      );
      const { lines, refusal } = await admin(`withdrawals:${name}`, args);
      if (!w) return assert.equal(refusal, `no withdrawal with id ${id}`);
      // A hash another withdrawal was paid with is refused whatever the state.
      if (duplicate && txHash !== w.txHash)
        return assert.equal(refusal, `${NOTHING_CHANGED}${translate('en-us', 'withdrawal.txHashUsed')}`);
      const legal = { approve: ['requested'], pay: ['approved'], reject: ['requested', 'approved'] }[name];
      if (!legal.includes(w.state))
        return assert.equal(refusal, `${NOTHING_CHANGED}cannot ${name} a withdrawal that is ${w.state}`);
      assert.equal(refusal, null);
      const total = w.amount + w.fee;
      if (name === 'approve') w.state = 'approved';
      if (name === 'reject') {
        w.state = 'rejected';
        w.reason = reason;
        move([codeOf.inFlight, -total], [codeOf.usdt(w.memberId), total]);
      }
      if (name === 'pay') {
        w.state = 'paid';
        w.txHash = txHash;
        paidHashes.push(txHash);
        move([codeOf.inFlight, -total], [codeOf.clearing, w.amount], [codeOf.fees, w.fee]);
      }
      w.updatedAt = now();
      assert.match(lines[0]!, new RegExp(`^withdrawal #${w.id} ${w.state}: `));
    }

    async function confirmDeposit(m: Member) {
      const duplicate = depositHashes.length > 0 && chance(0.1);
      const txHash = duplicate ? pick(depositHashes) : hash();
      const amount = big(1n, 500_000_000n);
      // Mostly the operator sees chain clearing is short and tops it up first.
      if (get(codeOf.clearing) < amount && chance(0.7)) await poolFund('chain_clearing', 'USDT', amount);
      const text = formatAmount(amount, 'USDT');
      note(
        `operator confirms a deposit of ${text} USDT to member ${m.id}${duplicate ? ' with a used tx hash' : ''}`,
      );
      const { lines, refusal } = await admin('deposits:confirm', [
        ...['--member', String(m.id), '--chain', 'TRC20', '--amount', text, '--tx', txHash],
      ]);
      if (duplicate)
        return assert.equal(refusal, `${NOTHING_MOVED}the tx hash ${txHash} is already credited`);
      if (get(codeOf.clearing) < amount)
        return assert.equal(refusal, holdsLess(codeOf.clearing, 'USDT', amount));
      assert.equal(refusal, null);
      depositHashes.push(txHash);
      move([codeOf.clearing, -amount], [codeOf.usdt(m.id), amount]);
      assert.match(lines[0]!, /^deposit #\d+ confirmed$/);
      assertPrinted(lines);
    }

    async function poolFund(
      account: 'promotions' | 'fx_treasury' | 'chain_clearing',
      asset: Asset,
      amount: bigint,
    ) {
      const text = formatAmount(amount, asset);
      note(`operator funds ${account} with ${text} ${asset}`);
      const { lines, refusal } = await admin('pool:fund', [
        ...['--account', account, '--asset', asset, '--amount', text, '--memo', 'property test'],
      ]);
      assert.equal(refusal, null);
      move([codeOf.capital(asset), -amount], [accountCode(platformAccount(account, asset)), amount]);
      assertPrinted(lines);
    }

    async function randomPoolFund() {
      const [account, asset, most] = pick([
        ['promotions', 'INR', 2_000_000n],
        ['fx_treasury', 'INR', 5_000_000n],
        ['fx_treasury', 'USDT', 500_000_000n],
        ['chain_clearing', 'USDT', 1_000_000_000n],
      ] as const);
      await poolFund(account, asset, big(1n, most));
    }

    async function grant(m: Member) {
      const amount = big(1n, 500_000n);
      if (get(codeOf.promotions) < amount && chance(0.7)) await poolFund('promotions', 'INR', amount * 2n);
      const text = formatAmount(amount, 'INR');
      note(`operator grants member ${m.id} ${text}`);
      const { lines, refusal } = await admin('members:grant', [
        ...['--member', String(m.id), '--amount', text, '--memo', 'property test'],
      ]);
      if (get(codeOf.promotions) < amount)
        return assert.equal(refusal, holdsLess(codeOf.promotions, 'INR', amount));
      assert.equal(refusal, null);
      move([codeOf.promotions, -amount], [codeOf.balance(m.id), amount]);
      assertPrinted(lines);
    }

    async function setRate() {
      const rateText = `${int(70, 95)}.${String(int(0, 999_999)).padStart(6, '0')}`;
      const spreadBps = pick([0, int(1, 300)]);
      const spreadText = `${Math.floor(spreadBps / 100)}.${String(spreadBps % 100).padStart(2, '0')}`;
      note(`operator sets the rate ${rateText} spread ${spreadText} %`);
      const { refusal } = await admin('rates:set', ['--usdt-inr', rateText, '--spread', spreadText]);
      assert.equal(refusal, null);
      rate = { rateMicro: BigInt(rateText.replace('.', '')), spreadBps };
    }

    async function setLimits() {
      const minimum = BigInt(int(1, 20)) * 1_000_000n;
      const maximum = minimum + BigInt(int(0, 400)) * 1_000_000n;
      const dailyLimit = maximum + BigInt(int(0, 600)) * 1_000_000n;
      const fee = chance(0.2) ? 0n : BigInt(int(1, 3_000_000));
      note(`operator sets withdrawal limits ${minimum}/${maximum}/${dailyLimit} fee ${fee}`);
      const { refusal } = await admin('settings:withdrawal', [
        ...['--minimum', formatAmount(minimum, 'USDT'), '--maximum', formatAmount(maximum, 'USDT')],
        ...[
          '--daily-limit',
          formatAmount(dailyLimit, 'USDT'),
          '--fee',
          fee ? formatAmount(fee, 'USDT') : '0',
        ],
      ]);
      assert.equal(refusal, null);
      limits = { minimum, maximum, dailyLimit, fee };
    }

    async function setPiggyRate() {
      piggyBps = int(0, 2_000);
      note(`operator sets the piggy rate to ${piggyBps} bps`);
      const { refusal } = await admin('piggy:rate', ['--annual', formatAmount(BigInt(piggyBps), 'INR')]);
      assert.equal(refusal, null);
    }

    /**
     * The daily job as each process runs it: yesterday's interest by the clock, paid to members in
     * turn by id; the first one promotions cannot pay stops the day (nobody after them goes first).
     */
    async function runInterestJob() {
      const day = utcDay(new Date(now() - DAY_MS));
      note(`the piggy interest job runs for ${day}`);
      const expected = { day, paid: 0, waiting: false };
      const run = await piggyInterest.payDay(em(), piggyInterest.dueDay());
      if (piggyBps > 0)
        for (const m of [...members].sort((a, b) => a.id - b.id)) {
          const interest = (get(codeOf.piggy(m.id)) * BigInt(piggyBps)) / 3_650_000n;
          if (interest <= 0n || interestPaid.has(interestKey(m.id, day))) continue;
          if (get(codeOf.promotions) < interest) {
            expected.waiting = true;
            break;
          }
          interestPaid.add(interestKey(m.id, day));
          move([codeOf.promotions, -interest], [codeOf.piggy(m.id), interest]);
          expected.paid += 1;
        }
      assert.deepEqual(run, expected);
      count(`interest job: ${run.waiting ? 'waits' : 'done'}`);
    }

    function timePasses() {
      const ms = pick([
        int(1, 20) * 60_000,
        int(1, 10) * 3_600_000,
        DAY_MS - (now() % DAY_MS) + int(0, 3_600_000),
      ]);
      note(`${Math.round(ms / 60_000)} minutes pass`);
      clock.advance(ms);
    }

    /** An earlier successful call again with its key: the first answer, nothing moves. */
    async function replay() {
      if (!keyed.length) return;
      const c = pick(keyed);
      const lang = pick(LANGS);
      note(`member ${c.member.id} repeats ${c.path} with key ${c.key}`);
      const answer = await call(c.member, c.path, c.body, c.key, lang);
      ok(answer, 'replay');
      assert.deepEqual(answer.body.data, c.data);
    }

    /** An earlier key with another body (or on another path): 409, nothing moves. */
    async function reuseKey() {
      if (!keyed.length) return;
      const c = pick(keyed);
      const lang = pick(LANGS);
      const otherPath = chance(0.3);
      const path = otherPath
        ? c.path === '/api/Wallet/piggy/in'
          ? '/api/Wallet/piggy/out'
          : '/api/Wallet/piggy/in'
        : c.path;
      const body = otherPath ? { amount: '0.01' } : { ...c.body, amount: '0.02', id: 1, quoteId: 1 };
      note(`member ${c.member.id} reuses key ${c.key} on ${path} with another body`);
      const answer = await call(c.member, path, body, c.key, lang);
      refused(answer, lang, 409, 'wallet.idempotencyKeyReused');
    }

    // ---- the checks after each step ----------------------------------------------------------
    async function check(step: number, full: boolean, touched: Set<Member>) {
      const report = await auditLedger(em());
      assert.ok(report.ok, describeAudit(report).join('\n'));
      assert.equal(report.totals.INR ?? 0n, 0n);
      assert.equal(report.totals.USDT ?? 0n, 0n);
      const rows = await queryRows<{ code: string; balance: unknown }>(
        em(),
        'select code, balance from ledger_account',
      );
      const stored = new Map(rows.map((row) => [row.code, toBigInt(row.balance)]));
      for (const [code, balance] of stored) {
        if (code.startsWith('member:')) assert.ok(balance >= 0n, `${code} is ${balance} at step ${step}`);
        assert.equal(balance, get(code), `${code} at step ${step}`);
      }
      for (const [code, balance] of held)
        assert.equal(stored.get(code) ?? 0n, balance, `${code} at step ${step}`);
      for (const m of full ? members : touched) {
        const summary = await server.get('/api/Wallet/summary', { headers: { token: m.token } });
        assert.deepEqual(summary.body.data, summaryOf(m), `summary of member ${m.id} at step ${step}`);
      }
      if (!full) return;
      const states = await queryRows<{ id: unknown; state: string }>(
        em(),
        'select id, state from withdrawal order by id',
      );
      assert.deepEqual(
        states.map((row) => [Number(row.id), row.state]),
        withdrawals.map((w) => [w.id, w.state]),
      );
      const used = await queryRows<{ id: unknown }>(
        em(),
        "select id from conversion where state = 'done' order by id",
      );
      assert.deepEqual(
        used.map((row) => Number(row.id)),
        quotes.filter((q) => q.used).map((q) => q.id),
      );
    }

    // ---- setup: members with a payment password and a bound authenticator ---------------------
    for (let i = 0; i < MEMBERS; i++) {
      const built = await buildMember(server, { paymentPassword: PAY });
      const token = built.token;
      const m: Member = {
        id: built.id,
        token,
        secret: '',
        lastStep: 0,
        lastCode: '',
        wrongPays: 0,
        wrongCodes: 0,
        lockedUntil: 0,
        addressId: null,
      };
      const prepared = await call<{ secret: string }>(
        m,
        '/api/Security/authenticator/prepare',
        {},
        null,
        'en-us',
      );
      ok(prepared, 'prepare');
      m.secret = prepared.body.data.secret;
      const { code, step } = freshCode(m);
      const bound = await call(m, '/api/Security/authenticator/bind', { code }, null, 'en-us');
      ok(bound, 'bind');
      accepted(m, code, step);
      // A first bind locks nothing; the lock follows an authenticator change, which is set here as
      // a change would set it. Locked half an hour apart, members come free one by one.
      m.lockedUntil = now() + 8 * 3_600_000;
      const fork = em();
      const row = await fork.findOneOrFail(MemberSchema, { id: m.id });
      row.withdrawLockedUntil = new Date(m.lockedUntil);
      await fork.flush();
      members.push(m);
      clock.advance(30 * 60_000);
    }
    // The model starts from what the server seeded (demo fund pools, …); the members' accounts are
    // open (registration opens them) and hold nothing yet.
    const seeded = await queryRows<{ code: string; balance: unknown }>(
      em(),
      'select code, balance from ledger_account',
    );
    for (const row of seeded) held.set(row.code, toBigInt(row.balance));
    assert.ok(seeded.every((row) => !row.code.startsWith('member:') || toBigInt(row.balance) === 0n));
    await setLimits();
    await setPiggyRate();
    await poolFund('promotions', 'INR', 5_000_000n);
    await poolFund('fx_treasury', 'USDT', 2_000_000_000n);
    await poolFund('fx_treasury', 'INR', 10_000_000n);
    await poolFund('chain_clearing', 'USDT', 2_000_000_000n);
    await check(0, true, new Set());

    const operations: [number, (m: Member) => Promise<void> | void][] = [
      [8, (m) => piggyMove(m, 'in')],
      [6, (m) => piggyMove(m, 'out')],
      [12, convert],
      [4, confirmEarlier],
      [14, requestWithdrawal],
      [4, cancelWithdrawal],
      [8, operatorTransition],
      [6, confirmDeposit],
      [8, grant],
      [3, randomPoolFund],
      [2, setRate],
      [1, setLimits],
      [1, setPiggyRate],
      [3, runInterestJob],
      [3, timePasses],
      [6, replay],
      [3, reuseKey],
    ];
    const weights = operations.reduce((sum, [w]) => sum + w, 0);
    const started = Date.now();
    for (let step = 1; step <= STEPS; step++) {
      const m = pick(members);
      let roll = random() * weights;
      const [, operation] = operations.find(([w]) => (roll -= w) < 0) ?? operations[0]!;
      try {
        // Without a rate no quote can be made; the first conversion finds none, then one is published.
        if (!rate && step > 1 && chance(0.5)) await setRate();
        await operation(m);
        // Every account is compared at every step; the acting member's summary too, all of them now and then.
        await check(step, step % FULL_CHECK_EVERY === 0 || step === STEPS, new Set([m]));
      } catch (error) {
        const hint = `property test failed at step ${step} of seed ${seed} (PROPERTY_SEED=${seed} replays it); the last steps:\n  ${trace.join('\n  ')}`;
        t.diagnostic(hint);
        if (error instanceof Error) error.stack = `${hint}\n${error.stack ?? error.message}`;
        throw error;
      }
    }
    t.diagnostic(
      `${STEPS} steps in ${Date.now() - started} ms: ${[...outcomes].map(([outcome, n]) => `${outcome} ×${n}`).join(', ')}`,
    );
  });
});
