import { navigation, useSession, type PageProps } from '@h5/platform';
import { NavBar } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { ProgressBar } from '@h5/design-system/ProgressBar';
import { Tag } from '@h5/design-system/Tag';
import { toMinorUnits, useAsyncData } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';
import type { VipLevelView, VipState } from '@h5/api/contract/vip';
import { fetchVipState } from '../../api/vip.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';
import styles from './vip.module.css';

export { pagesTranslations } from '../i18n/pagesTranslations.ts';

/** VIP benefits (`pages/user/equity`): the member's level, the way to the next, every level's rules. */
export function VipBenefitsPage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={t('vip.title')} onBack={() => navigation.back()} />
      <main>{token ? <Benefits /> : <LoginPromptCard />}</main>
    </Page>
  );
}

/** Exact percent of `value` over `target` (decimal strings of one asset), capped at 100. */
function percentOf(value: string | number, target: string | number): number {
  const have = toMinorUnits(String(value), 2) ?? 0n;
  const need = toMinorUnits(String(target), 2) ?? 0n;
  if (need <= 0n || have >= need) return 100;
  return Number((have * 10_000n) / need) / 100;
}

function Benefits() {
  const { t, i18n } = usePagesTranslation();
  const loaded = useAsyncData(`vip:${i18n.language}`, fetchVipState);
  const state = loaded.data;
  if (!state) {
    return <Pending load={loaded} card="raised" title rows={5} />;
  }
  const reached = state.reachedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
        new Date(state.reachedAt),
      )
    : null;

  return (
    <>
      <Card raised as="section" aria-labelledby="vip-level" className={styles.summary}>
        <p id="vip-level" className={styles.level} data-testid="vip-level">
          {t('vip.level', { level: state.level })}
        </p>
        <p className={styles.text}>{reached ? t('vip.reachedOn', { date: reached }) : t('vip.everyone')}</p>
        <Benefit level={state.levels[state.level]!} />
      </Card>
      {state.next ? (
        <NextLevel state={state} next={state.next} />
      ) : (
        <Card as="section">
          <p className={styles.text}>{t('vip.top')}</p>
        </Card>
      )}
      <Card as="section" title={t('vip.levels')} titleId="vip-levels" aria-labelledby="vip-levels">
        <ul className={styles.levels}>
          {state.levels.map((level) => (
            <li key={level.level} className={styles.rule}>
              <div className={styles.ruleHead}>
                <h3 className={styles.ruleTitle}>{t('vip.level', { level: level.level })}</h3>
                {level.level === state.level ? <Tag tone="primary">{t('vip.yours')}</Tag> : null}
              </div>
              <Requirements level={level} />
              <Benefit level={level} />
            </li>
          ))}
        </ul>
        <p className={styles.note}>{t('vip.rules')}</p>
      </Card>
    </>
  );
}

/** What a level asks for, in words: only the requirements it sets. */
function Requirements({ level }: { level: VipLevelView }) {
  const { t } = usePagesTranslation();
  const needs = [
    Number(level.minHeld) > 0 ? t('vip.needHeld', { amount: formatInr(level.minHeld) }) : null,
    level.minDirect > 0 ? t('vip.needDirect', { count: level.minDirect }) : null,
    Number(level.minTeamHeld) > 0 ? t('vip.needTeam', { amount: formatInr(level.minTeamHeld) }) : null,
  ].filter((need) => need !== null);
  if (needs.length === 0) return <p className={styles.text}>{t('vip.everyone')}</p>;
  return (
    <ul className={styles.needs} aria-label={t('vip.needs')}>
      {needs.map((need) => (
        <li key={need} className={styles.text}>
          {need}
        </li>
      ))}
    </ul>
  );
}

/** What a level gives, in words. */
function Benefit({ level }: { level: VipLevelView }) {
  const { t } = usePagesTranslation();
  const bonus = Number(level.withdrawalLimitBonus) > 0;
  const discount = Number(level.withdrawalFeeDiscountPercent) > 0;
  if (!bonus && !discount) return <p className={styles.benefit}>{t('vip.noBenefit')}</p>;
  return (
    <ul className={styles.benefits}>
      {bonus ? (
        <li className={styles.benefit}>
          {t('vip.limitBonus', { amount: Number(level.withdrawalLimitBonus).toLocaleString('en-IN') })}
        </li>
      ) : null}
      {discount ? (
        <li className={styles.benefit}>
          {level.withdrawalFeeDiscountPercent === '100.00'
            ? t('vip.noFee')
            : t('vip.feeDiscount', { percent: Number(level.withdrawalFeeDiscountPercent) })}
        </li>
      ) : null}
    </ul>
  );
}

/** The next level's requirements with the member's progress towards each. */
function NextLevel({ state, next }: { state: VipState; next: VipLevelView }) {
  const { t } = usePagesTranslation();
  const all = [
    {
      key: 'held',
      target: next.minHeld,
      label: t('vip.held'),
      percent: percentOf(state.figures.held, next.minHeld),
      detail: t('vip.of', { value: formatInr(state.figures.held), target: formatInr(next.minHeld) }),
    },
    {
      key: 'direct',
      target: next.minDirect,
      label: t('vip.direct'),
      percent: percentOf(state.figures.direct, next.minDirect),
      detail: t('vip.of', { value: state.figures.direct, target: next.minDirect }),
    },
    {
      key: 'team',
      target: next.minTeamHeld,
      label: t('vip.teamHeld'),
      percent: percentOf(state.figures.teamHeld, next.minTeamHeld),
      detail: t('vip.of', { value: formatInr(state.figures.teamHeld), target: formatInr(next.minTeamHeld) }),
    },
  ];
  const bars = all.filter((bar) => Number(bar.target) > 0);
  return (
    <Card
      as="section"
      title={t('vip.next', { level: next.level })}
      titleId="vip-next"
      aria-labelledby="vip-next"
      className={styles.summary}
    >
      {bars.map((bar) => (
        <ProgressBar
          key={bar.key}
          label={bar.label}
          percent={bar.percent}
          tone={bar.percent >= 100 ? 'success' : 'primary'}
          valueText={bar.percent >= 100 ? t('vip.met') : `${bar.percent}%`}
          detail={bar.detail}
        />
      ))}
    </Card>
  );
}
