import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, showConfirm, toast } from '@h5/design-system';
import { Amount, formatInr, formatUsdt } from '@h5/design-system/Amount';
import { PasswordSheet } from '@h5/design-system/PasswordSheet';
import { RecordCard } from '@h5/design-system/RecordCard';
import { Switch } from '@h5/design-system/Switch';
import { Tag } from '@h5/design-system/Tag';
import { ConfirmationKey, fromMinorUnits, serverDecided, toMinorUnits } from '@h5/platform/helpers';
import type { Stake } from '@h5/api/contract/staking';
import { claimStake, continueStake, setStakeAutoCompound } from '../api/staking.ts';
import { assetScale, indiaDay, STAKE_STATE_TONE } from '../utils/productStates.ts';
import styles from '../pages/property/products.module.css';
import { useSecurityRemedy } from '@h5/platform/security';

type Props = { stake: Stake; onChanged: () => void };

/**
 * A buy-in record: principal, rate, term dates, income so far and expected, its state and claim
 * deadline; a claimable one can be claimed ("withdraw income", payment password) or continued.
 */
export function StakeCard({ stake, onChanged }: Props) {
  const { t } = useTranslation('property');
  const [current, setCurrent] = useState(stake);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [switching, setSwitching] = useState(false);
  const claimKeys = useRef(new ConfirmationKey());
  const continueKeys = useRef(new ConfirmationKey());
  const remedy = useSecurityRemedy(['payment_password_unset'], 'property');
  const s = current;
  const money = (value: string) => <Amount value={value} currency={s.asset} />;
  const format = (value: string) => (s.asset === 'USDT' ? formatUsdt(value) : formatInr(value));
  // What a claim pays: the principal and this term's income, in the asset's minor units.
  const scale = assetScale(s.asset);
  const total = fromMinorUnits(
    (toMinorUnits(s.principal, scale) ?? 0n) + (toMinorUnits(s.income, scale) ?? 0n),
    scale,
  );

  const note = (() => {
    if (s.state === 'expired') return t('pledge.expiredNote', { amount: format(s.paidOut ?? total) });
    if (s.state === 'claimed') return t('pledge.claimedNote', { amount: format(s.paidOut ?? total) });
    if (s.state === 'completed') return t('pledge.completedNote', { amount: format(s.pendingIncome) });
    if (s.state === 'claimable' && s.claimDeadline)
      return t('pledge.claimableNote', { day: indiaDay(s.claimDeadline) });
    return undefined;
  })();

  const claim = async (password: string) => {
    setSending(true);
    setRefusal(undefined);
    try {
      const answer = await claimKeys.current.send(
        `${s.id}:${password}`,
        (key) => claimStake(s.id, password, key),
        serverDecided,
      );
      setCurrent(answer.stake);
      setOpen(false);
      toast.success(t('pledge.claimed', { amount: format(answer.stake.paidOut ?? total) }));
      onChanged();
    } catch (error) {
      if (remedy.handleRefusal(error)) return setOpen(false);
      setRefusal(serverDecided(error) ? (error as Error).message : t('equity.errors.lost'));
    } finally {
      setSending(false);
    }
  };

  const continueTerm = async () => {
    const ok = await showConfirm({
      title: t('pledge.continueTitle'),
      message: t('pledge.continueSays', { principal: format(s.principal), income: format(s.income) }),
      confirmLabel: t('pledge.continue'),
      cancelLabel: t('pledge.cancel'),
    });
    if (!ok) return;
    setSending(true);
    try {
      const answer = await continueKeys.current.send(
        `${s.id}`,
        (key) => continueStake(s.id, key),
        serverDecided,
      );
      setCurrent(answer.stake);
      toast.success(t('pledge.continued'));
      onChanged();
    } catch (error) {
      toast.error(serverDecided(error) ? (error as Error).message : t('equity.errors.lost'));
    } finally {
      setSending(false);
    }
  };

  const switchCompound = async (on: boolean) => {
    setSwitching(true);
    try {
      setCurrent((await setStakeAutoCompound(s.id, on)).stake);
    } catch {
      // The API toasted why; the switch stays as it was.
    } finally {
      setSwitching(false);
    }
  };

  const running = s.state === 'in_progress' || s.state === 'completed' || s.state === 'claimable';
  return (
    <RecordCard
      data-testid="stake-record"
      title={s.planName}
      code={s.stakeNo}
      badge={
        <Tag tone={STAKE_STATE_TONE[s.state]} data-testid="stake-state">
          {t(`pledge.states.${s.state}`)}
        </Tag>
      }
      facts={[
        {
          key: 'principal',
          label: t('pledge.principal'),
          value: money(s.principal),
          testId: 'stake-principal',
        },
        { key: 'rate', label: t('pledge.rate'), value: `${s.annualRatePercent}%` },
        { key: 'start', label: t('pledge.start'), value: indiaDay(s.startAt) },
        { key: 'end', label: t('pledge.end'), value: indiaDay(s.endAt) },
        { key: 'income', label: t('pledge.income'), value: money(s.income), testId: 'stake-income' },
        { key: 'expected', label: t('pledge.expected'), value: money(s.expectedIncome) },
        ...(s.claimDeadline
          ? [{ key: 'deadline', label: t('pledge.deadline'), value: indiaDay(s.claimDeadline) }]
          : []),
      ]}
      note={note}
      actions={
        s.state === 'claimable' ? (
          <>
            <Button
              onClick={() => (remedy.missing ? void remedy.ask(remedy.missing) : setOpen(true))}
              disabled={sending}
            >
              {t('pledge.claim')}
            </Button>
            <Button variant="secondary" onClick={() => void continueTerm()} disabled={sending}>
              {t('pledge.continue')}
            </Button>
            <PasswordSheet
              open={open}
              onOpenChange={setOpen}
              title={t('pledge.claimTitle', { no: s.stakeNo })}
              confirmText={t('pledge.claim')}
              sending={sending}
              error={refusal}
              onConfirm={(password) => void claim(password)}
            >
              <p className={styles.sheetText} data-testid="claim-says">
                {t('pledge.claimSays', { amount: format(total), asset: s.asset })}
              </p>
            </PasswordSheet>
          </>
        ) : undefined
      }
    >
      {running && (
        <Switch
          className={styles.flushRow}
          checked={s.autoCompound}
          disabled={switching}
          onChange={(on) => void switchCompound(on)}
          description={t('pledge.autoCompoundHint')}
          data-testid="stake-autocompound"
        >
          {t('staking.autoCompound')}
        </Switch>
      )}
    </RecordCard>
  );
}
