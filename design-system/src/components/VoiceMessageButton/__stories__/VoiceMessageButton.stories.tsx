import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { VoiceMessageButton } from '../VoiceMessageButton.tsx';
import styles from '../../VoiceRecordButton/__stories__/VoiceRecordButtonStories.module.css';

const meta = {
  title: 'Components/VoiceMessageButton',
  component: VoiceMessageButton,
  args: { maxMs: 60_000, disabled: false, onRecorded: () => {} },
  render: (args) => <Recorded {...args} />,
} satisfies Meta<typeof VoiceMessageButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button with the clip it recorded last, played back below (try it with a microphone). */
function Recorded(props: Parameters<typeof VoiceMessageButton>[0]) {
  const [last, setLast] = useState('—');
  const [clip, setClip] = useState<string>();
  return (
    <div className={styles.bar}>
      <p className={styles.log} aria-live="polite">
        {last}
      </p>
      <VoiceMessageButton
        {...props}
        onRecorded={({ blob, durationMs, type }) => {
          setLast(`onRecorded(${type}, ${blob.size} B, ${durationMs} ms)`);
          setClip(URL.createObjectURL(blob));
        }}
        onProblem={(problem) => setLast(`onProblem(${problem})`)}
        onCancel={(reason) => setLast(`onCancel(${reason})`)}
      />
      {clip && <audio controls src={clip} aria-label="Recorded clip" />}
    </div>
  );
}

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Ready: hold to talk" padded={false}>
        <Recorded onRecorded={() => {}} />
      </Showcase>
      <Showcase title="Disabled (the chat is closed, or the microphone was refused)" padded={false}>
        <Recorded onRecorded={() => {}} disabled />
      </Showcase>
    </>
  ),
};
