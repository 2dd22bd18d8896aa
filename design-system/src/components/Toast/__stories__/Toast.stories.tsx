import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { toast } from '../toast.ts';
import { Toaster } from '../Toaster.tsx';
import { ToastView } from '../ToastView.tsx';
import type { ToastViewProps } from '../ToastView.tsx';

/** Shows the toast Controls describe and keeps it up; the buttons raise each kind with its timing. */
function ToastDemo({ message, icon = 'none' }: ToastViewProps) {
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
  component: ToastView,
  args: { message: 'Saved successfully', icon: 'success' },
  argTypes: { icon: { control: 'inline-radio', options: ['none', 'success', 'error', 'loading'] } },
  render: (args) => <ToastDemo {...args} />,
  // On the docs page the live toast shows in a frame of its own, not over the page.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ToastView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Plain: Story = { args: { message: 'The current network status is poor', icon: 'none' } };

export const ErrorToast: Story = { name: 'Error', args: { message: 'operation failed', icon: 'error' } };

export const Loading: Story = { args: { message: 'Submitting…', icon: 'loading' } };

function ToastCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Plain (1500 ms)">
        <ToastView icon="none" message={t('toast.plain')} />
      </Showcase>
      <Showcase title="Success (2000 ms)">
        <ToastView icon="success" message={t('toast.success')} />
      </Showcase>
      <Showcase title="Error (2500 ms)">
        <ToastView icon="error" message={t('toast.error')} />
      </Showcase>
      <Showcase title="Loading (until hidden)">
        <ToastView icon="loading" message={t('toast.loading')} />
      </Showcase>
      <Showcase title="A long message wraps">
        <ToastView icon="none" message={t('toast.long')} />
        <ToastView icon="error" message={t('toast.long')} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = {
  render: () => <ToastCatalog />,
  parameters: { docs: { story: { inline: true } } },
};
