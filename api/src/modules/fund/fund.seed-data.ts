// Demo funds for a new database, in the three interface languages, with ~90 days of NAV.
import type { NewFund } from './fund.service.ts';

type SeedFund = NewFund & { seedKey: string; navStart: number; navDrift: number };

const lakh = (n: number) => BigInt(n) * 100_000n * 100n;
const rupees = (n: number) => BigInt(n) * 100n;

export const seedFunds: SeedFund[] = [
  {
    seedKey: 'steady-7',
    name: {
      'en-us': 'Steady Income 7-Day Fund',
      'zh-cn': '稳健收益7天基金',
      'hi-in': 'स्थिर आय 7-दिवसीय फ़ंड',
    },
    description: {
      'en-us': 'A short 7-day term with income paid every 24 hours. A good first investment.',
      'zh-cn': '7天短期，每24小时发放一次收益，适合首次投资。',
      'hi-in': '7 दिन की छोटी अवधि, हर 24 घंटे में आय। पहले निवेश के लिए अच्छा विकल्प।',
    },
    cycleDays: 7,
    monthlyRateBps: 300,
    minimum: rupees(100),
    maximumPerMember: rupees(50_000),
    totalSize: lakh(50),
    status: 'on_sale',
    navStart: 1.0,
    navDrift: 0.0004,
  },
  {
    seedKey: 'growth-30',
    name: {
      'en-us': 'Growth 30-Day Fund',
      'zh-cn': '成长30天基金',
      'hi-in': 'ग्रोथ 30-दिवसीय फ़ंड',
    },
    description: {
      'en-us': 'A 30-day term with a higher monthly rate: income every 24 hours, principal back at maturity.',
      'zh-cn': '30天期限，月收益率更高：每24小时发放收益，到期返还本金。',
      'hi-in': '30 दिन की अवधि, अधिक मासिक दर: हर 24 घंटे में आय, परिपक्वता पर मूलधन वापस।',
    },
    cycleDays: 30,
    monthlyRateBps: 450,
    minimum: rupees(500),
    maximumPerMember: rupees(2_00_000),
    totalSize: lakh(100),
    status: 'on_sale',
    navStart: 1.0,
    navDrift: 0.0007,
  },
  {
    seedKey: 'bluechip-90',
    name: {
      'en-us': 'Blue Chip 90-Day Fund',
      'zh-cn': '蓝筹90天基金',
      'hi-in': 'ब्लू चिप 90-दिवसीय फ़ंड',
    },
    description: {
      'en-us': 'Our longest term: 90 days of daily income from a diversified blue-chip portfolio.',
      'zh-cn': '期限最长：90天每日收益，来自多元化的蓝筹投资组合。',
      'hi-in': 'हमारी सबसे लंबी अवधि: विविध ब्लू-चिप पोर्टफ़ोलियो से 90 दिनों तक रोज़ाना आय।',
    },
    cycleDays: 90,
    monthlyRateBps: 600,
    minimum: rupees(1_000),
    maximumPerMember: rupees(5_00_000),
    totalSize: lakh(200),
    status: 'on_sale',
    navStart: 1.2,
    navDrift: 0.0009,
  },
  {
    seedKey: 'starter-3',
    name: {
      'en-us': 'Starter 3-Day Fund',
      'zh-cn': '新手3天基金',
      'hi-in': 'स्टार्टर 3-दिवसीय फ़ंड',
    },
    description: {
      'en-us': 'Try the platform with a small amount: 3 days, income every 24 hours.',
      'zh-cn': '小额体验平台：3天期限，每24小时发放收益。',
      'hi-in': 'कम राशि से प्लेटफ़ॉर्म आज़माएँ: 3 दिन, हर 24 घंटे में आय।',
    },
    cycleDays: 3,
    monthlyRateBps: 240,
    minimum: rupees(50),
    maximumPerMember: rupees(10_000),
    totalSize: lakh(10),
    status: 'on_sale',
    navStart: 1.0,
    navDrift: 0.0002,
  },
];

/** Each demo fund's income pool is funded with this much on seeding (an audited entry). */
export const SEED_POOL = lakh(10);

/** Days of NAV history a demo fund starts with. */
export const SEED_NAV_DAYS = 90;

/**
 * A fund's demo NAV series: a deterministic walk (the same on every machine) around a gentle
 * upward drift, as integers × 10⁴, oldest first.
 */
export function seedNavSeries(fund: Pick<SeedFund, 'navStart' | 'navDrift'>, index: number, days: number) {
  let state = 2_654_435_761 * (index + 1);
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const values: bigint[] = [];
  let nav = fund.navStart;
  for (let day = 0; day < days; day++) {
    nav = Math.max(0.5, nav * (1 + fund.navDrift + (random() - 0.5) * 0.012));
    values.push(BigInt(Math.round(nav * 10_000)));
  }
  return values;
}
