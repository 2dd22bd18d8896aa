import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Amount } from '../../Amount/Amount.tsx';
import { Cell } from '../../Cell/Cell.tsx';
import { Empty } from '../../Empty/Empty.tsx';
import { PagedList } from '../PagedList.tsx';
import type { PagedListProps } from '../PagedList.tsx';

type Row = { id: number; amount: string };

const makeRows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    amount: `${(from + index + 1) * 1250}.50`,
  }));

/** An order row (a row draws its own divider): every third one is an income payment, with a long title. */
function OrderRow({ row }: { row: Row }) {
  const { t } = useTranslation('samples');
  const income = row.id % 3 === 2;
  return (
    <div style={{ borderBottom: '1px solid var(--colour-divider)' }}>
      <Cell
        title={income ? t('pagedList.income') : t('pagedList.order', { number: 1000 + row.id })}
        label={income ? undefined : t('pagedList.purchase')}
        value={<Amount value={income ? '41.25' : row.amount} signed={income} />}
      />
    </div>
  );
}

const renderRow = (row: Row) => <OrderRow row={row} />;
const getKey = (row: Row) => row.id;

type Story = StoryObj<PagedListProps<Row>>;

const meta: Meta<PagedListProps<Row>> = {
  title: 'Components/PagedList',
  component: PagedList,
  args: {
    items: makeRows(0, 5),
    total: 10,
    loading: false,
    error: false,
    onLoadMore: fn(),
    renderItem: renderRow,
    getKey,
  },
  argTypes: { items: { control: false }, renderItem: { control: false }, getKey: { control: false } },
};

export default meta;

/** The footer and the empty states follow `items`, `total`, `loading` and `error`. */
export const Default: Story = {};

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

/** Scroll: pages of 20 load as the end comes into view; the third fails once, then retries. */
export const Scrolling: Story = {
  args: { total: 65 },
  render: (args) => <SimulatedList total={args.total ?? 65} />,
};

const STATES: { title: string; props: Partial<PagedListProps<Row>> }[] = [
  { title: 'More to load', props: {} },
  { title: 'Loading the next page', props: { loading: true } },
  { title: 'Everything loaded', props: { total: 2 } },
  { title: 'Next page failed: tap to retry', props: { error: true } },
  { title: 'First page loading', props: { items: [], loading: true } },
  { title: 'First page failed', props: { items: [], error: true } },
  { title: 'Empty (default text)', props: { items: [], total: 0 } },
];

function PagedListCatalog() {
  const { t } = useTranslation('samples');
  const base: PagedListProps<Row> = {
    items: makeRows(0, 2),
    total: 10,
    loading: false,
    onLoadMore: () => undefined,
    renderItem: renderRow,
    getKey,
  };
  return (
    <>
      {STATES.map(({ title, props }) => (
        <Showcase key={title} title={title} padded={false}>
          <PagedList {...base} {...props} />
        </Showcase>
      ))}
      <Showcase title="Empty (the page's own words)" padded={false}>
        <PagedList
          {...base}
          items={[]}
          total={0}
          empty={<Empty title={t('pagedList.emptyTitle')} description={t('pagedList.emptyDescription')} />}
        />
      </Showcase>
      <Showcase title="Long titles" padded={false}>
        <PagedList {...base} items={makeRows(0, 3)} total={3} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <PagedListCatalog /> };
