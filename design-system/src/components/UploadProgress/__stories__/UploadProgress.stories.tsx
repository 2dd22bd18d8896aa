import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { UploadProgress } from '../UploadProgress.tsx';
import type { UploadProgressProps, UploadProgressState } from '../UploadProgress.tsx';

const MB = 1024 * 1024;

/** Sends 4 MB every 300 ms while running; pause, resume and cancel act on it. */
function Running(props: UploadProgressProps) {
  const [sent, setSent] = useState(props.sent);
  const [state, setState] = useState<UploadProgressState>(props.state);
  useEffect(() => {
    if (state !== 'uploading') return;
    const timer = setInterval(() => {
      setSent((before) => {
        const next = Math.min(props.total, before + 4 * MB);
        if (next >= props.total) setState('done');
        return next;
      });
    }, 300);
    return () => clearInterval(timer);
  }, [state, props.total]);
  return (
    <UploadProgress
      {...props}
      sent={sent}
      state={state}
      onPause={() => setState('paused')}
      onResume={() => setState('uploading')}
      onCancel={() => {
        setSent(0);
        setState('paused');
      }}
    />
  );
}

const meta = {
  title: 'Components/UploadProgress',
  component: UploadProgress,
  args: {
    name: 'dinner-invitation.mp4',
    sent: 40 * MB,
    total: 120 * MB,
    state: 'uploading',
    onPause: fn(),
    onResume: fn(),
    onCancel: fn(),
  },
  render: (args) => <Running {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)', background: 'var(--colour-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function UploadProgressCatalog() {
  const { t } = useTranslation('samples');
  const noop = () => {};
  const common = {
    name: 'team-day-2026.mov',
    total: 248 * MB,
    onPause: noop,
    onResume: noop,
    onCancel: noop,
  };
  return (
    <>
      <Showcase title="Uploading at 37 %">
        <UploadProgress {...common} sent={92 * MB} state="uploading" />
      </Showcase>
      <Showcase title="Paused by the member">
        <UploadProgress {...common} sent={99 * MB} state="paused" message={t('uploadProgress.pausedNote')} />
      </Showcase>
      <Showcase title="Stopped by the network, resumable">
        <UploadProgress
          {...common}
          sent={120 * MB}
          state="failed"
          message={t('uploadProgress.networkLost')}
        />
      </Showcase>
      <Showcase title="Done">
        <UploadProgress {...common} sent={248 * MB} state="done" />
      </Showcase>
      <Showcase title="A long file name">
        <UploadProgress
          {...common}
          name="salon-evening-with-the-whole-community-in-the-garden-final-version-2.m4v"
          sent={3 * MB}
          state="uploading"
        />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <UploadProgressCatalog /> };
