import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Countdown } from '../Countdown.tsx';
import type { CountdownProps } from '../Countdown.tsx';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type DemoProps = Omit<CountdownProps, 'deadline'> & {
  /** Time left when the story opens, in milliseconds. */
  left: number;
  /** The sample sentence before the time. */
  sentence?: 'withdrawals' | 'offer' | 'matures' | 'code';
};

const line = { width: '100%', margin: 0, color: 'var(--colour-text)', fontSize: 'var(--font-size-md)' };
const ended = { color: 'var(--colour-text-secondary)' };

/** A sentence ending in a countdown that starts `left` ms from the moment it is shown. */
function CountdownLine({ left, sentence = 'withdrawals', ...props }: DemoProps) {
  const { t } = useTranslation('samples');
  const [deadline] = useState(() => Date.now() + left);
  const [over, setOver] = useState(false);
  return (
    <p style={line}>
      {t(`countdown.${sentence}`)}{' '}
      <strong>
        <Countdown {...props} deadline={deadline} onEnd={() => setOver(true)} />
      </strong>
      {over && <span style={ended}>{` · ${t('countdown.ended')}`}</span>}
    </p>
  );
}

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { deadline: 0, format: 'auto' },
  argTypes: {
    format: { control: 'inline-radio', options: ['auto', 'clock'] },
    deadline: { control: false },
  },
  render: ({ format }) => (
    <div style={{ padding: 'var(--space-4)' }}>
      <CountdownLine left={DAY - SECOND} format={format} />
    </div>
  ),
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function CountdownCatalog() {
  return (
    <>
      <Showcase title="Days and hours (a day or more)">
        <CountdownLine left={2 * DAY + 3 * HOUR + 20 * MINUTE} sentence="matures" />
      </Showcase>
      <Showcase title="Hours and minutes (ticks each minute)">
        <CountdownLine left={DAY - SECOND} />
        <CountdownLine left={HOUR + 30 * SECOND} sentence="offer" />
      </Showcase>
      <Showcase title="Minutes and seconds under an hour (ticks each second)">
        <CountdownLine left={59 * SECOND} sentence="code" />
        <CountdownLine left={5 * SECOND} sentence="code" />
      </Showcase>
      <Showcase title="Clock format all along">
        <CountdownLine left={DAY - SECOND} format="clock" sentence="offer" />
      </Showcase>
      <Showcase title="Deadline passed: 00:00 and onEnd">
        <CountdownLine left={-MINUTE} sentence="offer" />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <CountdownCatalog /> };
