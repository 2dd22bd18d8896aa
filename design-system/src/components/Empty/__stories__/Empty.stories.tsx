import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { Empty } from '../Empty.tsx';

const meta = {
  title: 'Components/Empty',
  component: Empty,
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function EmptyCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Default title" padded={false}>
        <Empty />
      </Showcase>
      <Showcase title="Title and description" padded={false}>
        <Empty title={t('empty.ordersTitle')} description={t('empty.ordersDescription')} />
      </Showcase>
      <Showcase title="With action" padded={false}>
        <Empty
          title={t('empty.cardTitle')}
          description={t('empty.cardDescription')}
          action={<Button>{t('empty.cardAction')}</Button>}
        />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <EmptyCatalog /> };
