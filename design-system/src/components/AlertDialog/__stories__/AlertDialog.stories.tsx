import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { AlertHost } from '../AlertHost.tsx';
import { alertStore } from '../alertStore.ts';
import type { AlertOptions } from '../alertStore.ts';
import { showAlert } from '../showAlert.ts';

type Props = { alerts: AlertOptions[] };

function AlertDemo({ alerts }: Props) {
  const [confirmed, setConfirmed] = useState(0);
  useEffect(() => {
    for (const alert of alerts) void showAlert(alert).then(() => setConfirmed((n) => n + 1));
    return () => alertStore.closeAll();
  }, [alerts]);
  return (
    <>
      <Showcase title={`Confirmed: ${confirmed}`}>
        {alerts.map((alert, index) => (
          <Button
            key={index}
            variant="secondary"
            onClick={() => void showAlert(alert).then(() => setConfirmed((n) => n + 1))}
          >
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

export const Catalog: Story = {
  args: {
    alerts: [
      { message: 'Default title ("Prompt information") and button.' },
      { title: 'Payment password locked', message: 'Too many attempts. Try again in 30 minutes.' },
      { message: 'A custom confirm button.', confirmText: 'Go to wallet' },
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
