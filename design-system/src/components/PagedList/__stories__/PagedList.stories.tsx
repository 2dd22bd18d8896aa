import { useCallback, useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Amount } from '../../Amount/Amount.tsx';
import { Cell } from '../../Cell/Cell.tsx';
import { Empty } from '../../Empty/Empty.tsx';
import { PagedList } from '../PagedList.tsx';
import type { PagedListProps } from '../PagedList.tsx';

type Row = { id: number; title: string; amount: string };

const makeRows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    title: `Order #${1000 + from + index}`,
    amount: `${(from + index + 1) * 1250}.50`,
  }));

const renderRow = (row: Row) => (
  <Cell title={row.title} label="Fund order" value={<Amount value={row.amount} />} />
);
const getKey = (row: Row) => row.id;

/** A list that fetches 20 rows a page after a short delay, failing once on the third page. */
function SimulatedList({ total }: { total: number }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const failedOnce = useRef(false);
  const loaded = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(() => {
    setLoading(true);
    setError(false);
    timer.current = setTimeout(() => {
      setLoading(false);
      if (loaded.current === 40 && !failedOnce.current) {
        failedOnce.current = true;
        setError(true);
        return;
      }
      const next = makeRows(loaded.current, Math.min(20, total - loaded.current));
      loaded.current += next.length;
      setRows((current) => [...current, ...next]);
    }, 600);
  }, [total]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <PagedList
      items={rows}
      total={total}
      loading={loading}
      error={error}
      onLoadMore={load}
      renderItem={renderRow}
      getKey={getKey}
    />
  );
}

const meta = {
  title: 'Components/PagedList',
  component: SimulatedList,
  args: { total: 65 },
} satisfies Meta<typeof SimulatedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const base: PagedListProps<Row> = {
  items: makeRows(0, 2),
  total: 10,
  loading: false,
  onLoadMore: fn(),
  renderItem: renderRow,
  getKey,
};

const STATES: { title: string; props: Partial<PagedListProps<Row>> }[] = [
  { title: 'loadmore', props: {} },
  { title: 'loading', props: { loading: true } },
  { title: 'nomore', props: { total: 2 } },
  { title: 'error footer with retry', props: { error: true } },
  { title: 'first page loading', props: { items: [], loading: true } },
  { title: 'empty (default)', props: { items: [], total: 0 } },
  { title: 'empty (custom)', props: { items: [], total: 0, empty: <Empty title="No orders yet" /> } },
  { title: 'first page failed', props: { items: [], error: true } },
];

export const Catalog: Story = {
  render: () => (
    <>
      {STATES.map(({ title, props }) => (
        <Showcase key={title} title={title} padded={false}>
          <PagedList {...base} {...props} />
        </Showcase>
      ))}
    </>
  ),
};
