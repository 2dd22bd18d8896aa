import { useRef, useState } from 'react';
import { movePiggyBank } from '../api/movePiggyBank.ts';
import type { PiggyDirection, PiggyMoveAnswer } from '../api/walletTypes.ts';
import { ConfirmationKey, serverDecided } from '@h5/platform/helpers';

/**
 * Sends confirmed piggy-bank moves, one at a time: each confirmation carries its own idempotency key,
 * kept when the same move is sent again because its answer never came.
 */
export function usePiggyMove() {
  const keys = useRef<ConfirmationKey | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (direction: PiggyDirection, amount: string): Promise<PiggyMoveAnswer> => {
    keys.current ??= new ConfirmationKey();
    setSending(true);
    try {
      return await keys.current.send(
        `${direction}:${amount}`,
        (key) => movePiggyBank(direction, amount, key),
        serverDecided,
      );
    } finally {
      setSending(false);
    }
  };

  return { send, sending };
}
