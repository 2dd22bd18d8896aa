import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../storybook/Showcase.tsx';

const COLOURS = [
  'primary',
  'primary-pressed',
  'primary-soft',
  'success',
  'success-soft',
  'warning',
  'warning-soft',
  'danger',
  'danger-soft',
  'text',
  'text-secondary',
  'text-tertiary',
  'text-disabled',
  'bg',
  'surface',
  'surface-pressed',
  'border',
  'border-strong',
  'divider',
  'toast-bg',
];
const SPACES = ['1', '2', '3', '4', '5', '6', '8', '10', '12'];
const TYPE = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'];
const RADII = ['sm', 'md', 'lg', 'xl', 'full'];

function Swatch({ name }: { name: string }) {
  return (
    <figure style={{ margin: 0, width: 80, fontSize: 'var(--font-size-xs)' }}>
      <div
        style={{
          height: 48,
          borderRadius: 'var(--radius-md)',
          background: `var(--colour-${name})`,
          boxShadow: 'inset 0 0 0 1px var(--colour-border)',
        }}
      />
      <figcaption style={{ marginTop: 4, color: 'var(--colour-text-secondary)' }}>{name}</figcaption>
    </figure>
  );
}

function Tokens({ group }: { group: 'colour' | 'space' | 'type' | 'radius' }) {
  if (group === 'colour') return COLOURS.map((name) => <Swatch key={name} name={name} />);
  if (group === 'space')
    return SPACES.map((name) => (
      <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%' }}>
        <code style={{ width: 72, fontSize: 'var(--font-size-xs)' }}>{`--space-${name}`}</code>
        <div style={{ width: `var(--space-${name})`, height: 12, background: 'var(--colour-primary)' }} />
      </div>
    ));
  if (group === 'type')
    return TYPE.map((name) => (
      <div key={name} style={{ width: '100%', fontSize: `var(--font-size-${name})` }}>
        {`${name} · Invest ₹1,23,456.50 · निवेश करें · 立即投资`}
      </div>
    ));
  return RADII.map((name) => (
    <div
      key={name}
      style={{
        width: 64,
        height: 48,
        borderRadius: `var(--radius-${name})`,
        background: 'var(--colour-primary-soft)',
        border: '1px solid var(--colour-primary)',
      }}
    />
  ));
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  args: { group: 'colour' },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Showcase title={args.group}>
      <Tokens {...args} />
    </Showcase>
  ),
};

export const Catalog: Story = {
  render: () => (
    <>
      {(['colour', 'space', 'type', 'radius'] as const).map((group) => (
        <Showcase key={group} title={group}>
          <Tokens group={group} />
        </Showcase>
      ))}
    </>
  ),
};
