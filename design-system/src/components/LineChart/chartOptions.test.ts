import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartOptions } from './chartOptions.ts';
import type { ChartTokens } from './readTokens.ts';

const tokens: ChartTokens = {
  primary: '#1c5cff',
  success: '#0b7a3b',
  danger: '#c22a2d',
  text: '#141a29',
  textSecondary: '#4b5468',
  textTertiary: '#5f6779',
  surface: '#ffffff',
  border: '#e3e7ee',
  divider: '#edf0f5',
  fontFamily: 'sans-serif',
  fontSizeXs: '11px',
  fontSizeSm: '12px',
};

const series = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    label: `2026-01-${String(index + 1).padStart(2, '0')}`,
    shortLabel: `01-${String(index + 1).padStart(2, '0')}`,
    value: 1 + index / 100,
  }));

const options = (count: number, tone: 'primary' | 'success' | 'danger' = 'primary') =>
  chartOptions({
    points: series(count),
    label: 'NAV',
    height: 200,
    tone,
    tokens,
    format: (v) => v.toFixed(2),
  });

type Axis = {
  min: number;
  max: number;
  tickAmount: number;
  labels: { formatter: (value: string) => string };
};

test('a long series gets about four axis labels, each the short label of the nearest point', () => {
  const xaxis = options(30).xaxis as unknown as Axis;
  assert.equal(xaxis.tickAmount, 4);
  assert.equal(xaxis.min, 0);
  assert.equal(xaxis.max, 29);
  assert.equal(xaxis.labels.formatter('0'), '01-01');
  assert.equal(xaxis.labels.formatter('7.25'), '01-08');
  assert.equal(xaxis.labels.formatter('29'), '01-30');
  assert.equal(xaxis.labels.formatter('31'), '');
});

test('a short series labels every point; one point sits in the middle', () => {
  assert.equal((options(3).xaxis as unknown as Axis).tickAmount, 2);
  const single = options(1).xaxis as unknown as Axis;
  assert.deepEqual([single.min, single.max], [-1, 1]);
  assert.equal(single.labels.formatter('0'), '01-01');
});

test('the tooltip names the series and shows the full label of the point', () => {
  const tooltip = options(5).tooltip as unknown as {
    x: { formatter: (value: number) => string };
    y: { title: { formatter: () => string }; formatter: (value: number) => string };
  };
  assert.equal(tooltip.x.formatter(2), '2026-01-03');
  assert.equal(tooltip.y.title.formatter(), 'NAV');
  assert.equal(tooltip.y.formatter(1.234), '1.23');
});

test('colours come from the tokens, by tone; nothing moves or zooms', () => {
  assert.deepEqual(options(5, 'danger').colors, [tokens.danger]);
  assert.deepEqual(options(5).colors, [tokens.primary]);
  const chart = options(5).chart!;
  assert.equal(chart.toolbar?.show, false);
  assert.equal(chart.zoom?.enabled, false);
  assert.equal(chart.animations?.enabled, false);
});
