import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet, BottomSheetClose } from '@h5/design-system/BottomSheet';
import { cx } from '../../utils/cx.ts';
import styles from './ActionSheet.module.css';

export type ActionSheetAction = {
  /** Tells the actions apart (React key); the label is used when it is left out. */
  key?: string;
  /** What the row does, as a verb ("Cancel withdrawal"). */
  label: ReactNode;
  /** A line under the label: what follows, or why the action is not available now. */
  description?: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Draws the row in the danger colour: it loses money or data and cannot be undone. */
  danger?: boolean;
  /** Shows the row but does not let it be chosen; say why in `description`. */
  disabled?: boolean;
  /** Runs when the row is pressed; the sheet closes at the same time. */
  onSelect: () => void;
};

export type ActionSheetProps = {
  /** Whether the sheet is shown. Leave it out (with `trigger`) and the sheet keeps its own state. */
  open?: boolean;
  /** Called when the sheet opens or closes (an action, Cancel, Escape or a tap outside). */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the sheet; it gets the focus back when the sheet closes. */
  trigger?: ReactElement;
  /** What the actions are about ("Order 2024-0012"); hidden with `hideTitle`, always read aloud. */
  title: ReactNode;
  /** Hides the title from sight; screen readers still read it. */
  hideTitle?: boolean;
  /** A line under the title. */
  description?: ReactNode;
  /** The actions, top to bottom; the most used first, a `danger` one last. */
  actions: readonly ActionSheetAction[];
  /** The text of the last row, which only closes the sheet (default: the localized "Cancel"). */
  cancelText?: ReactNode;
};

/**
 * A short list of actions in a `BottomSheet`, with Cancel apart at the bottom. Choosing an action
 * runs it and closes the sheet.
 */
export function ActionSheet({
  open,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  actions,
  cancelText,
}: ActionSheetProps) {
  const { t } = useTranslation('ds');
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      hideTitle={hideTitle}
      description={description}
      showClose={false}
      flush
    >
      {/* Rows with icons line up at the start, like a list; rows of words alone are centred. */}
      <ul className={cx(styles.actions, actions.some((action) => action.icon) && styles.withIcons)}>
        {actions.map((action, index) => (
          <li key={action.key ?? (typeof action.label === 'string' ? action.label : index)}>
            <BottomSheetClose
              className={cx(styles.action, action.danger && styles.danger)}
              disabled={action.disabled}
              onClick={action.onSelect}
            >
              {action.icon && <span className={styles.icon}>{action.icon}</span>}
              <span className={styles.text}>
                <span className={styles.label}>{action.label}</span>
                {action.description && <span className={styles.description}>{action.description}</span>}
              </span>
            </BottomSheetClose>
          </li>
        ))}
      </ul>
      <div className={styles.gap} />
      <BottomSheetClose className={cx(styles.action, styles.cancel)}>
        <span className={styles.label}>{cancelText ?? t('common.cancel')}</span>
      </BottomSheetClose>
    </BottomSheet>
  );
}
