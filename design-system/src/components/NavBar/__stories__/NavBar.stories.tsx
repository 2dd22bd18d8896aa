import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { NavBar } from '../NavBar.tsx';

const meta = {
  title: 'Components/NavBar',
  component: NavBar,
  args: { title: 'Fund details', onBack: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function NavBarCatalog({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Title only (a main tab)" padded={false}>
        <NavBar title={t('navBar.home')} />
      </Showcase>
      <Showcase title="With back button" padded={false}>
        <NavBar title={t('navBar.recharge')} onBack={onBack} />
      </Showcase>
      <Showcase title="With a small button on the right" padded={false}>
        <NavBar
          title={t('navBar.orders')}
          onBack={onBack}
          right={
            <Button size="sm" variant="ghost">
              {t('navBar.filter')}
            </Button>
          }
        />
      </Showcase>
      <Showcase title="With a secondary button on the right" padded={false}>
        <NavBar
          title={t('navBar.deposit')}
          onBack={onBack}
          right={
            <Button size="sm" variant="secondary">
              {t('navBar.records')}
            </Button>
          }
        />
      </Showcase>
      <Showcase title="Long title" padded={false}>
        <NavBar title={t('navBar.longTitle')} onBack={onBack} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: (args) => <NavBarCatalog onBack={args.onBack} /> };
