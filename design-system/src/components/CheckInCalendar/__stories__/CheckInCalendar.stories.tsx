import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { formatReadableDate } from '../../../utils/isoDate.ts';
import { CheckInCalendar } from '../CheckInCalendar.tsx';
import type { CheckInCalendarProps } from '../CheckInCalendar.tsx';

/** A fixed March, so every state shows whatever the day: today is the 18th, not checked in yet. */
const MARCH = {
  today: '2025-03-18',
  start: '2025-03-01',
  end: '2025-03-31',
  checked: [1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 15, 17].map(
    (day) => `2025-03-${String(day).padStart(2, '0')}`,
  ),
  makeUp: ['2025-03-11', '2025-03-16'],
} satisfies Partial<CheckInCalendarProps>;

const note = {
  margin: 'var(--space-2) 0 0',
  color: 'var(--colour-text-secondary)',
  fontSize: 'var(--font-size-sm)',
};
const card = { padding: 'var(--space-4)', background: 'var(--colour-surface)' };

/** The calendar with the last pressed day written under it. */
function PressDemo(props: Partial<CheckInCalendarProps>) {
  const { t, i18n } = useTranslation('samples');
  const { t: ds } = useTranslation('ds');
  const [pressed, setPressed] = useState('');
  return (
    <div style={{ width: '100%' }}>
      <CheckInCalendar
        {...MARCH}
        {...props}
        onDayPress={(date, state) =>
          setPressed(
            t('checkInCalendar.pressed', {
              date: formatReadableDate(date, i18n.language),
              state: ds(`checkInCalendar.${state}`),
            }),
          )
        }
      />
      <p style={note} role="status">
        {pressed}
      </p>
    </div>
  );
}

const meta = {
  title: 'Components/CheckInCalendar',
  component: CheckInCalendar,
  args: { ...MARCH, layout: 'month', length: 30, showLegend: true },
  argTypes: { layout: { control: 'inline-radio', options: ['month', 'run'] } },
  render: (args) => (
    <div style={card}>
      <PressDemo {...args} />
    </div>
  ),
} satisfies Meta<typeof CheckInCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function CheckInCalendarCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title={`Month: ${t('checkInCalendar.monthTitle')}`} padded={false}>
        <div style={card}>
          <PressDemo />
        </div>
      </Showcase>
      <Showcase title={`30-day run from 5 March: ${t('checkInCalendar.runTitle')}`} padded={false}>
        <div style={card}>
          <PressDemo layout="run" start="2025-03-05" end={undefined} />
        </div>
      </Showcase>
      <Showcase title="Today checked in, no legend" padded={false}>
        <div style={card}>
          <PressDemo checked={[...MARCH.checked, MARCH.today]} showLegend={false} />
        </div>
      </Showcase>
      <Showcase title="Read only (no onDayPress): nothing can be pressed" padded={false}>
        <div style={card}>
          <CheckInCalendar {...MARCH} layout="run" start="2025-03-05" end={undefined} length={14} />
        </div>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <CheckInCalendarCatalog /> };
