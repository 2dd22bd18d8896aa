// The colour tokens keep every text and every control readable: each pair of COLOUR_PAIRS (the
// colours on the backgrounds the components and pages put them on) reaches its minimum contrast,
// read from the tokens.css that ships. A token change that makes any of them harder to read fails
// here, and so does a new colour token that no pair checks and no reason excuses.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { contrastRatio, over, parseColour } from './contrastRatio.ts';
import { readColourTokens, readTokenSections, tokenKind } from './readTokens.ts';
import { COLOUR_PAIRS, MINIMUM_CONTRAST, pairContrast, UNCHECKED_COLOURS } from './textColourPairs.ts';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const colours = readColourTokens(css);

describe('contrast helpers', () => {
  it('match the WCAG figures for known colours', () => {
    assert.equal(contrastRatio([0, 0, 0], [255, 255, 255]).toFixed(2), '21.00');
    assert.equal(contrastRatio([255, 255, 255], [255, 255, 255]), 1);
    // #777 on white is the classic just-below-AA grey.
    assert.equal(contrastRatio(parseColour('#777')!.rgb, [255, 255, 255]).toFixed(2), '4.48');
    assert.deepEqual(over(parseColour('rgba(0, 0, 0, 0.5)')!, [255, 255, 255]), [128, 128, 128]);
    assert.equal(parseColour('var(--x)'), null);
  });

  it('paint a faded colour over its background', () => {
    const pair = { foreground: 'white', background: 'black', kind: 'text', where: '' } as const;
    const shades = { white: '#ffffff', black: '#000000' };
    assert.equal(pairContrast(pair, shades)!.toFixed(2), '21.00');
    assert.ok(pairContrast({ ...pair, alpha: 0.5 }, shades)! < 6);
    assert.equal(pairContrast({ ...pair, background: 'missing' }, shades), null);
  });
});

describe('reading tokens.css', () => {
  const sections = readTokenSections(css);
  const tokens = sections.flatMap((section) => section.tokens);

  it('reads every custom property of :root, in sections named by the file’s comments', () => {
    const declared = [...css.matchAll(/^\s*(--[a-z0-9-]+)\s*:/gm)].map((match) => match[1]);
    assert.deepEqual(
      tokens.map((token) => token.name),
      declared,
    );
    assert.ok(sections.length >= 10);
    for (const section of sections) assert.ok(section.title && section.tokens.length > 0, section.title);
  });

  it('knows how to show every token in the reference', () => {
    for (const token of tokens) assert.ok(tokenKind(token.name), `${token.name} has a kind (readTokens.ts)`);
  });

  it('reads every colour token as a colour the checks can compare', () => {
    assert.ok(Object.keys(colours).length >= 20);
    for (const [name, value] of Object.entries(colours))
      assert.ok(parseColour(value), `--colour-${name}: ${value} is a colour the check can read`);
  });

  it('checks every colour token, or says why not', () => {
    const paired = new Set(COLOUR_PAIRS.flatMap((pair) => [pair.foreground, pair.background, pair.backdrop]));
    for (const name of Object.keys(colours))
      assert.ok(
        paired.has(name) !== name in UNCHECKED_COLOURS,
        `--colour-${name} is in a pair of textColourPairs.ts or in UNCHECKED_COLOURS, not both`,
      );
    for (const name of Object.keys(UNCHECKED_COLOURS)) assert.ok(name in colours, `--colour-${name} exists`);
  });
});

describe('colour pairs reach their contrast', () => {
  for (const pair of COLOUR_PAIRS) {
    const minimum = MINIMUM_CONTRAST[pair.kind];
    const name = `--colour-${pair.foreground}${pair.alpha ? ` at ${pair.alpha * 100} %` : ''} on --colour-${pair.background}`;
    it(`${name} ≥ ${minimum}:1 as ${pair.kind} (${pair.where})`, () => {
      const ratio = pairContrast(pair, colours);
      assert.ok(ratio !== null, `${name}: both are colour tokens of tokens.css`);
      assert.ok(ratio >= minimum, `${name} is ${ratio.toFixed(2)}:1, below ${minimum}:1`);
    });
  }
});
