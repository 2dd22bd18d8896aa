import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@h5/design-system';
import { TextAreaField } from '@h5/design-system/TextAreaField';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import {
  readReason,
  REASON_MAX_LENGTH,
  reasonConfirmStore,
  type ReasonConfirmOptions,
  type ReasonProblem,
} from './reasonConfirmStore.ts';
import styles from './ReasonConfirm.module.css';
import { texts } from './texts.ts';

export type ReasonConfirmFaceProps = {
  /** The confirmation to draw. */
  options: ReasonConfirmOptions;
  /** The reason as typed. */
  reason: string;
  onReasonChange: (reason: string) => void;
  /** Why the reason cannot be kept yet, once the operator pressed confirm. */
  problem: ReasonProblem | null;
  /** Cancel was pressed. */
  onCancel: () => void;
  /**
   * The Radix parts (title and message named for the dialog) inside the live dialog; plain elements
   * for a still picture of it, as the catalogue shows every state.
   */
  live?: boolean;
  /** The reason box's id (the live dialog focuses it when it opens). */
  reasonId?: string;
};

/** What the dialog's card holds: the question, what will happen, the reason box and the buttons. */
export function ReasonConfirmFace({
  options,
  reason,
  onReasonChange,
  problem,
  onCancel,
  live = true,
  reasonId,
}: ReasonConfirmFaceProps) {
  const { t } = useSubPathTranslation(texts);
  const Title = live ? AlertDialog.Title : 'h2';
  const Description = live ? AlertDialog.Description : 'p';
  const maxLength = options.maxLength ?? REASON_MAX_LENGTH;
  const errors: Record<ReasonProblem, string> = {
    required: t('reasonConfirm.required'),
    tooLong: t('reasonConfirm.tooLong', { max: maxLength }),
  };
  return (
    <>
      <Title className={styles.title}>{options.title}</Title>
      <Description className={styles.message}>{options.message}</Description>
      <TextAreaField
        id={reasonId}
        className={styles.reason}
        label={options.reasonLabel ?? t('reasonConfirm.reason')}
        hint={options.reasonHint}
        value={reason}
        onChange={onReasonChange}
        maxLength={maxLength}
        rows={3}
        required
        error={problem ? errors[problem] : undefined}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {options.cancelLabel ?? t('common.cancel')}
        </Button>
        <Button type="submit" variant={options.tone === 'danger' ? 'danger' : 'primary'}>
          {options.confirmLabel}
        </Button>
      </div>
    </>
  );
}

const useCurrent = () =>
  useSyncExternalStore(
    reasonConfirmStore.subscribe,
    reasonConfirmStore.getSnapshot,
    reasonConfirmStore.getSnapshot,
  );

/**
 * Draws the confirmations `showReasonConfirm` asks for, one at a time. `ConsoleLayout` mounts one;
 * elsewhere mount it once near the root. When the last host goes away (sign-out), whatever waits is
 * cancelled.
 */
export function ReasonConfirmHost() {
  const [host] = useState(() => Symbol('reason confirm host'));
  useEffect(() => {
    const remove = reasonConfirmStore.addHost(host);
    return () => {
      remove();
      if (reasonConfirmStore.activeHost() === null) reasonConfirmStore.closeAll();
    };
  }, [host]);
  const active = useSyncExternalStore(
    reasonConfirmStore.subscribe,
    reasonConfirmStore.activeHost,
    reasonConfirmStore.activeHost,
  );
  return active === host ? <ReasonConfirmDialog /> : null;
}

function ReasonConfirmDialog() {
  const current = useCurrent();
  // What had the focus when the confirmation opened (the action's button) gets it back.
  const opener = useRef<Element | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReasonProblem | null>(null);
  if ((current?.id ?? null) !== shownId) {
    setShownId(current?.id ?? null);
    setReason('');
    setProblem(null);
  }
  const reasonId = `reason-confirm-${current?.id ?? 0}`;
  const focusReason = () => document.getElementById(reasonId)?.focus();
  // The next confirmation in the queue replaces the one answered without closing the dialog.
  const currentId = current?.id;
  useEffect(() => {
    if (currentId !== undefined) document.getElementById(`reason-confirm-${currentId}`)?.focus();
  }, [currentId]);

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return;
    const read = readReason(reason, current.maxLength);
    if (read.problem) {
      setProblem(read.problem);
      focusReason();
      return;
    }
    reasonConfirmStore.close(current.id, read.reason);
  };

  return (
    <AlertDialog.Root
      open={current !== null}
      onOpenChange={(open) => {
        // Escape cancels.
        if (!open && current) reasonConfirmStore.close(current.id, null);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            // The operator has a reason to write: the box takes the focus, not Cancel.
            event.preventDefault();
            focusReason();
          }}
          onCloseAutoFocus={(event) => {
            if (!(opener.current instanceof HTMLElement) || !opener.current.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          {current && (
            <form key={current.id} className={styles.form} noValidate onSubmit={confirm}>
              <ReasonConfirmFace
                options={current}
                reason={reason}
                onReasonChange={(next) => {
                  setReason(next);
                  if (problem && !readReason(next, current.maxLength).problem) setProblem(null);
                }}
                problem={problem}
                onCancel={() => reasonConfirmStore.close(current.id, null)}
                reasonId={reasonId}
              />
            </form>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
