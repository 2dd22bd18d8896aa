import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Switch } from '../Switch.tsx';
import type { SwitchProps } from '../Switch.tsx';

function Controlled(props: SwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return <Switch {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: {
    checked: true,
    onChange: () => {},
    children: 'Price alerts',
    description: 'A notification when a fund moves more than 5% in a day',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function SwitchCatalog() {
  const { t } = useTranslation('samples');
  const noop = () => {};
  return (
    <>
      <Showcase title="On and off" padded={false}>
        <Controlled checked onChange={noop}>
          {t('switch.autoInvest')}
        </Controlled>
        <Controlled checked={false} onChange={noop}>
          {t('switch.autoInvest')}
        </Controlled>
      </Showcase>
      <Showcase title="With a description" padded={false}>
        <Controlled checked onChange={noop} description={t('switch.priceAlertsHint')}>
          {t('switch.priceAlerts')}
        </Controlled>
      </Showcase>
      <Showcase title="Disabled, on and off" padded={false}>
        <Controlled checked disabled onChange={noop}>
          {t('switch.shareReturns')}
        </Controlled>
        <Controlled checked={false} disabled onChange={noop} description={t('switch.fingerprintHint')}>
          {t('switch.fingerprint')}
        </Controlled>
      </Showcase>
      <Showcase title="Long label" padded={false}>
        <Controlled checked={false} onChange={noop}>
          {t('switch.longLabel')}
        </Controlled>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <SwitchCatalog /> };
