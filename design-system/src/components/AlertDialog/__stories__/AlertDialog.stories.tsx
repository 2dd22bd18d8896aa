import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { AlertHost } from '../AlertHost.tsx';
import { alertStore } from '../alertStore.ts';
import type { AlertOptions } from '../alertStore.ts';
import { showAlert } from '../showAlert.ts';

type Props = { alerts: AlertOptions[] };
type Answers = { confirmed: number; declined: number };

/** Counts each answer: confirmed or declined. */
const tally = (set: (update: (now: Answers) => Answers) => void) => (confirmed: boolean) =>
  set((now) =>
    confirmed ? { ...now, confirmed: now.confirmed + 1 } : { ...now, declined: now.declined + 1 },
  );

function AlertDemo({ alerts }: Props) {
  const [answers, setAnswers] = useState<Answers>({ confirmed: 0, declined: 0 });
  const count = tally(setAnswers);
  useEffect(() => {
    for (const alert of alerts) void showAlert(alert).then(tally(setAnswers));
    return () => alertStore.closeAll();
  }, [alerts]);
  return (
    <>
      <Showcase title={`Confirmed: ${answers.confirmed} · declined: ${answers.declined}`}>
        {alerts.map((alert, index) => (
          <Button key={index} variant="secondary" onClick={() => void showAlert(alert).then(count)}>
            {`Open alert ${index + 1}`}
          </Button>
        ))}
      </Showcase>
      <AlertHost />
    </>
  );
}

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDemo,
  args: { alerts: [{ message: 'Your withdrawal request has been submitted and is under review.' }] },
} satisfies Meta<typeof AlertDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A confirmation: the member declines or confirms an action that cannot be undone. */
export const Confirmation: Story = {
  args: {
    alerts: [
      {
        title: 'Cancel this withdrawal?',
        message: '30.95 USDT go back to your USDT balance at once.',
        cancelText: 'Keep it',
        confirmText: 'Cancel withdrawal',
        destructive: true,
      },
    ],
  },
};

export const Catalog: Story = {
  args: {
    alerts: [
      { message: 'Default title ("Prompt information") and button.' },
      { title: 'Payment password locked', message: 'Too many attempts. Try again in 30 minutes.' },
      { message: 'A custom confirm button.', confirmText: 'Go to wallet' },
      {
        message: 'A question: confirm or decline.',
        confirmText: 'Make a new key',
        cancelText: 'Keep the current key',
        destructive: true,
      },
      {
        title: 'निकासी रद्द करें?',
        message: '30.95 USDT तुरंत आपके USDT बैलेंस में लौट आएँगे।',
        confirmText: 'निकासी रद्द करें',
        cancelText: 'रहने दें',
        destructive: true,
      },
      {
        title: 'Terms of the fund',
        message:
          'Income is paid every 24 hours from the first day after purchase.\nThe principal returns at maturity.\nEarly redemption is not available for this product. '.repeat(
            3,
          ),
      },
    ],
  },
};
