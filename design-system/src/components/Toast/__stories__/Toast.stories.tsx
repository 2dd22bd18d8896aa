import { useEffect } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { toast } from '../toast.ts';
import { Toaster } from '../Toaster.tsx';
import { ToastView } from '../ToastView.tsx';
import type { ToastIcon } from '../toastDuration.ts';

type Props = { message: string; icon: ToastIcon };

function ToastDemo({ message, icon }: Props) {
  useEffect(() => {
    toast.show(message, { icon, duration: 0 });
    return () => toast.hide();
  }, [message, icon]);
  return (
    <>
      <Showcase title="Trigger">
        <Button onClick={() => toast.show(message)}>Plain (1500 ms)</Button>
        <Button variant="secondary" onClick={() => toast.success(message)}>
          Success (2000 ms)
        </Button>
        <Button variant="danger" onClick={() => toast.error(message)}>
          Error (2500 ms)
        </Button>
        <Button variant="ghost" onClick={() => toast.loading(message)}>
          Loading
        </Button>
        <Button variant="ghost" onClick={() => toast.hide()}>
          Hide
        </Button>
      </Showcase>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { message: 'Saved successfully', icon: 'success' },
  argTypes: { icon: { control: 'inline-radio', options: ['none', 'success', 'error', 'loading'] } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Plain: Story = { args: { message: 'The current network status is poor', icon: 'none' } };

export const ErrorToast: Story = { name: 'Error', args: { message: 'operation failed', icon: 'error' } };

export const Loading: Story = { args: { message: 'Submitting…', icon: 'loading' } };

export const Catalog: Story = {
  render: () => (
    <>
      {(['none', 'success', 'error', 'loading'] as const).map((icon) => (
        <Showcase key={icon} title={`Icon: ${icon}`}>
          <ToastView
            icon={icon}
            message={icon === 'none' ? 'The current network status is poor' : `Toast: ${icon}`}
          />
        </Showcase>
      ))}
    </>
  ),
};
