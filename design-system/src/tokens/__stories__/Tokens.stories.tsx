import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { Showcase } from '../../storybook/Showcase.tsx';
import { contrastRatio, over, parseColour, type Rgb } from '../contrastRatio.ts';
import { TEXT_COLOUR_PAIRS, type TextColourPair } from '../textColourPairs.ts';

const COLOURS = [
  'primary',
  'primary-pressed',
  'primary-soft',
  'success',
  'success-soft',
  'warning',
  'warning-soft',
  'danger',
  'danger-pressed',
  'danger-soft',
  'on-primary',
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
  'overlay',
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

/** The contrast of a pair as the tokens stand in this page (`tokens.test.ts` holds them to it). */
function pairRatio(pair: TextColourPair): number | null {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => parseColour(style.getPropertyValue(`--colour-${name}`));
  const [text, background] = [read(pair.text), read(pair.background)];
  const backdrop: Rgb = (pair.backdrop && read(pair.backdrop)?.rgb) || [255, 255, 255];
  if (!text || !background) return null;
  const under = over(background, backdrop);
  return contrastRatio(over({ rgb: text.rgb, alpha: text.alpha * (pair.alpha ?? 1) }, under), under);
}

/** Every text/background pair of the tokens, written in it, with its contrast ratio. */
function ContrastPairs() {
  // tokens.css is on the page before any story renders.
  const [ratios] = useState(() => TEXT_COLOUR_PAIRS.map(pairRatio));
  return TEXT_COLOUR_PAIRS.map((pair, index) => {
    const ratio = ratios[index];
    return (
      <div
        key={`${pair.text}/${pair.background}/${pair.alpha ?? 1}`}
        style={{
          width: 168,
          padding: 8,
          borderRadius: 'var(--radius-md)',
          background: `var(--colour-${pair.background})`,
          boxShadow: 'inset 0 0 0 1px var(--colour-border)',
          fontSize: 'var(--font-size-sm)',
        }}
      >
        <div style={{ color: `var(--colour-${pair.text})`, opacity: pair.alpha ?? 1 }}>
          <strong>{ratio == null ? '…' : `${ratio.toFixed(2)}:1`}</strong> {pair.text}
        </div>
        <div style={{ color: `var(--colour-${pair.text})`, opacity: pair.alpha ?? 1 }}>
          {`on ${pair.background} · निवेश · 投资`}
        </div>
      </div>
    );
  });
}

function Tokens({ group }: { group: 'colour' | 'contrast' | 'space' | 'type' | 'radius' }) {
  if (group === 'colour') return COLOURS.map((name) => <Swatch key={name} name={name} />);
  if (group === 'contrast') return <ContrastPairs />;
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
      {(['colour', 'contrast', 'space', 'type', 'radius'] as const).map((group) => (
        <Showcase key={group} title={group}>
          <Tokens group={group} />
        </Showcase>
      ))}
    </>
  ),
};
