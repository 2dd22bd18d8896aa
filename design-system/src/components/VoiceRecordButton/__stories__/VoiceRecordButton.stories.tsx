import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { VoiceRecordButton } from '../VoiceRecordButton.tsx';
import { VoiceRecordView } from '../VoiceRecordView.tsx';
import type { RecorderSnapshot } from '../voiceRecorder.ts';
import styles from './VoiceRecordButtonStories.module.css';

const meta = {
  title: 'Components/VoiceRecordButton',
  component: VoiceRecordButton,
  args: {
    maxMs: 60_000,
    minMs: 1_000,
    disabled: false,
    onStart: () => {},
    onCancel: () => {},
    onFinish: () => {},
  },
  render: (args) => <Logged {...args} />,
} satisfies Meta<typeof VoiceRecordButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button with what it reported last, to try holding, sliding and the keyboard in the story. */
function Logged(props: Parameters<typeof VoiceRecordButton>[0]) {
  const [last, setLast] = useState('—');
  return (
    <div className={styles.bar}>
      <p className={styles.log} aria-live="polite">
        {last}
      </p>
      <VoiceRecordButton
        {...props}
        onStart={() => setLast('onStart')}
        onCancel={(reason) => setLast(`onCancel(${reason})`)}
        onFinish={(durationMs) => setLast(`onFinish(${durationMs})`)}
      />
    </div>
  );
}

export const Default: Story = {};

const STATES: { title: string; snapshot: RecorderSnapshot }[] = [
  {
    title: 'Recording, held',
    snapshot: { phase: 'recording', via: 'pointer', cancelling: false, elapsedMs: 7_000 },
  },
  {
    title: 'Slid up: release to cancel',
    snapshot: { phase: 'recording', via: 'pointer', cancelling: true, elapsedMs: 12_000 },
  },
  {
    title: 'Started from the keyboard',
    snapshot: { phase: 'recording', via: 'keyboard', cancelling: false, elapsedMs: 3_000 },
  },
  {
    title: 'The last 10 seconds',
    snapshot: { phase: 'recording', via: 'pointer', cancelling: false, elapsedMs: 54_000 },
  },
];

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Idle, and disabled" padded={false}>
        <div className={styles.bar}>
          <VoiceRecordView snapshot={{ phase: 'idle' }} />
        </div>
        <div className={styles.bar}>
          <VoiceRecordView snapshot={{ phase: 'idle' }} disabled />
        </div>
      </Showcase>
      {STATES.map(({ title, snapshot }) => (
        <Showcase key={title} title={title} padded={false}>
          <div className={`${styles.bar} ${styles.room}`}>
            <VoiceRecordView snapshot={snapshot} />
          </div>
        </Showcase>
      ))}
    </>
  ),
};
