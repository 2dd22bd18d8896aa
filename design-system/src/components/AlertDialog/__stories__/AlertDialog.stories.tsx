import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { AlertDialogFace } from '../AlertDialogView.tsx';
import { AlertHost } from '../AlertHost.tsx';
import { alertDialog, alertStore, confirmDialog } from '../alertStore.ts';
import type { AlertOptions, ConfirmOptions, DialogOptions } from '../alertStore.ts';
import { showAlert } from '../showAlert.ts';
import { showConfirm } from '../showConfirm.ts';
import styles from '../AlertDialog.module.css';

type Answers = { confirmed: number; declined: number };

/**
 * Opens the dialogs `open` asks for when the story shows (the first on screen, the others queued
 * behind it), keeps a tally of the answers and a button to ask again.
 */
function DialogDemo({ open }: { open: () => Promise<boolean>[] }) {
  const [answers, setAnswers] = useState<Answers>({ confirmed: 0, declined: 0 });
  const count = (confirmed: boolean) =>
    setAnswers((now) =>
      confirmed ? { ...now, confirmed: now.confirmed + 1 } : { ...now, declined: now.declined + 1 },
    );
  useEffect(() => {
    for (const answer of open()) void answer.then(count);
    return () => alertStore.closeAll();
  }, [open]);
  return (
    <>
      <Showcase title={`Confirmed: ${answers.confirmed} · declined: ${answers.declined}`}>
        <Button variant="secondary" onClick={() => open().forEach((answer) => void answer.then(count))}>
          Open again
        </Button>
      </Showcase>
      <AlertHost />
    </>
  );
}

/** An alert with `showAlert`, its options from Controls. */
function AlertDemo(options: AlertOptions) {
  const [open] = useState(() => () => [showAlert(options)]);
  return <DialogDemo open={open} />;
}

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDemo,
  args: { message: 'Your withdrawal request has been submitted and is under review.' },
  // `showAlert`'s options (the props table cannot read them from the store's file).
  argTypes: {
    message: { control: 'text', description: 'What the member needs to know; line breaks are kept.' },
    title: { control: 'text', description: 'Defaults to the localized "Prompt information".' },
    confirmText: { control: 'text', description: 'The button\'s label; defaults to the localized "OK".' },
    cancelText: {
      control: 'text',
      description: 'A second button that declines: the alert becomes a question (new code: `showConfirm`).',
    },
    destructive: { control: 'boolean', description: 'With `cancelText`: the confirm button is red.' },
  },
  // A new demo (and dialog) whenever Controls change the options.
  render: (args) => <AlertDemo key={JSON.stringify(args)} {...args} />,
  // On the docs page each live dialog opens in a frame of its own, not over the page.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof AlertDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Asks with `showConfirm` and the sample copy `key` names. */
function ConfirmDemo({
  sample,
  tone,
}: {
  sample: 'logout' | 'cancelWithdrawal';
  tone: ConfirmOptions['tone'];
}) {
  const { t } = useTranslation('samples');
  const [open] = useState(() => () => [
    showConfirm({
      title: t(`alertDialog.${sample}.title`),
      message: t(`alertDialog.${sample}.message`),
      confirmLabel: t(`alertDialog.${sample}.confirm`),
      cancelLabel: t(`alertDialog.${sample}.cancel`),
      tone,
    }),
  ]);
  return <DialogDemo open={open} />;
}

/** Confirm or cancel: the confirm button names what happens. */
export const Confirm: Story = { render: () => <ConfirmDemo sample="logout" tone="primary" /> };

/** An action that loses money or cannot be undone: the confirm button is red. */
export const DangerConfirm: Story = {
  name: 'Danger confirm',
  render: () => <ConfirmDemo sample="cancelWithdrawal" tone="danger" />,
};

/** Three asked at once: they come one after the other. */
function QueueDemo() {
  const { t } = useTranslation('samples');
  const [open] = useState(() => () => [
    showAlert({ message: t('alertDialog.submitted') }),
    showConfirm({
      title: t('alertDialog.logout.title'),
      message: t('alertDialog.logout.message'),
      confirmLabel: t('alertDialog.logout.confirm'),
    }),
    showAlert({ title: t('alertDialog.locked.title'), message: t('alertDialog.locked.message') }),
  ]);
  return <DialogDemo open={open} />;
}

export const Queue: Story = { render: () => <QueueDemo /> };

/** A still picture of the dialog, in a frame of its own, and a button that opens it for real. */
function Still({ dialog, height = 320 }: { dialog: DialogOptions; height?: number }): ReactNode {
  return (
    <>
      <div
        style={{
          position: 'relative',
          width: '100%',
          height,
          overflow: 'hidden',
          transform: 'translateZ(0)',
        }}
      >
        <div className={styles.overlay} />
        <div className={styles.content}>
          <AlertDialogFace dialog={dialog} onAnswer={() => {}} live={false} />
        </div>
      </div>
      <Button size="sm" variant="ghost" onClick={() => void alertStore.show(dialog)}>
        Open it
      </Button>
    </>
  );
}

function AlertDialogCatalog() {
  const { t } = useTranslation('samples');
  const confirmOf = (sample: 'logout' | 'cancelWithdrawal', tone: ConfirmOptions['tone']) =>
    confirmDialog({
      title: t(`alertDialog.${sample}.title`),
      message: t(`alertDialog.${sample}.message`),
      confirmLabel: t(`alertDialog.${sample}.confirm`),
      cancelLabel: t(`alertDialog.${sample}.cancel`),
      tone,
    });
  useEffect(() => () => alertStore.closeAll(), []);
  return (
    <>
      <Showcase title="Alert: default title and button">
        <Still dialog={alertDialog({ message: t('alertDialog.submitted') })} />
      </Showcase>
      <Showcase title="Alert: own title and button">
        <Still
          dialog={alertDialog({
            title: t('alertDialog.locked.title'),
            message: t('alertDialog.locked.message'),
            confirmText: t('alertDialog.locked.confirm'),
          })}
        />
      </Showcase>
      <Showcase title="Confirm (primary)">
        <Still dialog={confirmOf('logout', 'primary')} />
      </Showcase>
      <Showcase title="Confirm (danger)">
        <Still dialog={confirmOf('cancelWithdrawal', 'danger')} />
      </Showcase>
      <Showcase title="Confirm with the default cancel label">
        <Still
          dialog={confirmDialog({
            title: t('alertDialog.deleteAddress.title'),
            message: t('alertDialog.deleteAddress.message'),
            confirmLabel: t('alertDialog.deleteAddress.confirm'),
            tone: 'danger',
          })}
        />
      </Showcase>
      <Showcase title="A long message scrolls">
        <Still
          height={560}
          dialog={alertDialog({
            title: t('alertDialog.terms.title'),
            message: t('alertDialog.terms.message'),
          })}
        />
      </Showcase>
      <AlertHost />
    </>
  );
}

export const Catalog: Story = {
  render: () => <AlertDialogCatalog />,
  parameters: { docs: { story: { inline: true } } },
};
