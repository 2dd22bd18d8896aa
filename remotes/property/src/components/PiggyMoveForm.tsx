import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Field } from '@h5/design-system/Field';
import { Card } from '@h5/design-system/Card';
import { Tabs } from '@h5/design-system/Tabs';
import type { PiggyDirection } from '../api/walletTypes.ts';
import { usePiggyMove } from '../hooks/usePiggyMove.ts';
import {
  sanitizeAmountTyping,
  validateAmountInput,
  type AmountInputError,
} from '../utils/validateAmountInput.ts';
import styles from './PiggyMoveForm.module.css';

type Props = {
  /** The balance that can move in. */
  balance: string;
  /** What the piggy bank holds, which can move out. */
  held: string;
  /** Called after a move went through, to show the new amounts. */
  onMoved: () => void;
};

/** Moves money between the balance and the piggy bank: direction, amount, confirmation. */
export function PiggyMoveForm({ balance, held, onMoved }: Props) {
  const { t } = useTranslation('property');
  const [direction, setDirection] = useState<PiggyDirection>('in');
  const [input, setInput] = useState('');
  const [error, setError] = useState<AmountInputError | null>(null);
  const move = usePiggyMove();
  const available = direction === 'in' ? balance : held;

  const changeDirection = (key: string) => {
    setDirection(key === 'out' ? 'out' : 'in');
    setError(null);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (move.sending) return;
    const check = validateAmountInput(input, available);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    try {
      await move.send(direction, check.amount);
    } catch {
      // The API client has told the member why; the same confirmation may be sent again.
      return;
    }
    setInput('');
    toast.success(t(direction === 'in' ? 'under.movedIn' : 'under.movedOut'));
    onMoved();
  };

  return (
    <Card as="section" raised flush aria-label={t('under.move')}>
      <Tabs
        items={[
          { key: 'in', label: t('under.moveIn') },
          { key: 'out', label: t('under.moveOut') },
        ]}
        activeKey={direction}
        onChange={changeDirection}
      />
      <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
        <Field
          label={t('under.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('under.amountPlaceholder')}
          value={input}
          onChange={(event) => {
            setInput(sanitizeAmountTyping(event.target.value));
            setError(null);
          }}
          error={
            error
              ? t(`amount.errors.${error}`, { amount: formatInr(available), asset: 'INR', decimals: 2 })
              : undefined
          }
          suffix={
            <button
              type="button"
              className={styles.all}
              onClick={() => {
                setInput(available);
                setError(null);
              }}
            >
              {t('under.all')}
            </button>
          }
        />
        <p className={styles.available} data-testid="piggy-available">
          {t(direction === 'in' ? 'under.availableIn' : 'under.availableOut', {
            amount: formatInr(available),
          })}
        </p>
        <Button type="submit" block loading={move.sending}>
          {t(direction === 'in' ? 'under.confirmIn' : 'under.confirmOut')}
        </Button>
      </form>
    </Card>
  );
}
