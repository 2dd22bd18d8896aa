import { useEffect, useRef } from 'react';
import { socket } from '@h5/platform';
import type { Deposit, DepositNotice } from '../api/walletTypes.ts';

/**
 * Calls `onDeposit` with the deposit each time the socket tells of a change to one of the member's
 * (a `notice` of topic `deposit`: seen, one more confirmation, credited, below the minimum,
 * dropped), so an open page shows it without a reload.
 */
export function useDepositNotices(onDeposit: (deposit: Deposit) => void): void {
  const latest = useRef(onDeposit);
  useEffect(() => {
    latest.current = onDeposit;
  });
  useEffect(
    () =>
      socket.on('notice', (message) => {
        const { topic, deposit } = message as Partial<DepositNotice>;
        if (topic === 'deposit' && deposit && typeof deposit.id === 'number') latest.current(deposit);
      }),
    [],
  );
}
