import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../storybook/Showcase.tsx';
import { ArrowRightIcon } from '../ArrowRightIcon.tsx';
import { BackIcon } from '../BackIcon.tsx';
import { CheckIcon } from '../CheckIcon.tsx';
import { CloudOffIcon } from '../CloudOffIcon.tsx';
import { ErrorIcon } from '../ErrorIcon.tsx';
import { EyeIcon } from '../EyeIcon.tsx';
import { EyeOffIcon } from '../EyeOffIcon.tsx';
import { FundIcon } from '../FundIcon.tsx';
import { HomeIcon } from '../HomeIcon.tsx';
import { InboxIcon } from '../InboxIcon.tsx';
import { OrderIcon } from '../OrderIcon.tsx';
import { PlusIcon } from '../PlusIcon.tsx';
import { SpinnerIcon } from '../SpinnerIcon.tsx';
import { SuccessIcon } from '../SuccessIcon.tsx';
import { UserIcon } from '../UserIcon.tsx';
import { WalletIcon } from '../WalletIcon.tsx';

const ICONS = {
  BackIcon,
  ArrowRightIcon,
  HomeIcon,
  FundIcon,
  OrderIcon,
  WalletIcon,
  UserIcon,
  SuccessIcon,
  ErrorIcon,
  SpinnerIcon,
  InboxIcon,
  CloudOffIcon,
  CheckIcon,
  PlusIcon,
  EyeIcon,
  EyeOffIcon,
};

const meta = {
  title: 'Foundations/Icons',
  component: HomeIcon,
  args: { style: { fontSize: 48, color: 'var(--colour-primary)' } },
} satisfies Meta<typeof HomeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      {(['var(--colour-text)', 'var(--colour-primary)'] as const).map((color) => (
        <Showcase key={color} title={color}>
          {Object.entries(ICONS).map(([name, Icon]) => (
            <figure key={name} style={{ margin: 0, width: 72, textAlign: 'center', color }}>
              <Icon style={{ fontSize: 28 }} />
              <figcaption style={{ fontSize: 'var(--font-size-xs)', color: 'var(--colour-text-tertiary)' }}>
                {name.replace('Icon', '')}
              </figcaption>
            </figure>
          ))}
        </Showcase>
      ))}
    </>
  ),
};
