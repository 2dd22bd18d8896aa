// The colour tokens keep every text readable: each pair of TEXT_COLOUR_PAIRS (the text colours on
// the backgrounds the components and pages put them on) reaches its minimum contrast, read from the
// tokens.css that ships. A token change that makes any of them harder to read fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { contrastRatio, over, parseColour, type Rgb } from './contrastRatio.ts';
import { readColourTokens } from './readColourTokens.ts';
import { TEXT_COLOUR_PAIRS, type TextColourPair } from './textColourPairs.ts';

const tokens = readColourTokens(readFileSync(new URL('./tokens.css', import.meta.url), 'utf8'));

function colour(name: string) {
  const value = tokens[name];
  assert.ok(value, `--colour-${name} is declared in tokens.css`);
  const parsed = parseColour(value);
  assert.ok(parsed, `--colour-${name} (${value}) is a colour`);
  return parsed;
}

/** The pair's contrast as the member sees it: see-through colours painted over what lies beneath. */
function ratioOf(pair: TextColourPair): number {
  const backdrop: Rgb = pair.backdrop ? colour(pair.backdrop).rgb : [255, 255, 255];
  const background = over(colour(pair.background), backdrop);
  const text = colour(pair.text);
  const painted = over({ rgb: text.rgb, alpha: text.alpha * (pair.alpha ?? 1) }, background);
  return contrastRatio(painted, background);
}

describe('contrast helpers', () => {
  it('match the WCAG figures for known colours', () => {
    assert.equal(contrastRatio([0, 0, 0], [255, 255, 255]).toFixed(2), '21.00');
    assert.equal(contrastRatio([255, 255, 255], [255, 255, 255]), 1);
    // #777 on white is the classic just-below-AA grey.
    assert.equal(contrastRatio(parseColour('#777')!.rgb, [255, 255, 255]).toFixed(2), '4.48');
    assert.deepEqual(over(parseColour('rgba(0, 0, 0, 0.5)')!, [255, 255, 255]), [128, 128, 128]);
    assert.equal(parseColour('var(--x)'), null);
  });

  it('read every colour token of tokens.css', () => {
    assert.ok(Object.keys(tokens).length >= 20);
    for (const [name, value] of Object.entries(tokens))
      assert.ok(parseColour(value), `--colour-${name}: ${value} is a colour the check can read`);
  });
});

describe('text colour pairs reach their contrast', () => {
  for (const pair of TEXT_COLOUR_PAIRS) {
    const name = `--colour-${pair.text}${pair.alpha ? ` at ${pair.alpha * 100} %` : ''} on --colour-${pair.background}`;
    it(`${name} ≥ ${pair.minimum}:1 (${pair.where})`, () => {
      const ratio = ratioOf(pair);
      assert.ok(ratio >= pair.minimum, `${name} is ${ratio.toFixed(2)}:1, below ${pair.minimum}:1`);
    });
  }

  it('body text everywhere: only really large text may ask for less than 4.5:1', () => {
    for (const pair of TEXT_COLOUR_PAIRS) assert.ok(pair.minimum === 4.5 || pair.minimum === 3);
  });
});
