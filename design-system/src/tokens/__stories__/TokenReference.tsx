// The tokens reference: every token of tokens.css, read from the file itself at build time, in its
// sections and with its comments, so what designers read here is what ships.
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase } from '../../storybook/Showcase.tsx';
import { readColourTokens, readTokenSections, tokenKind, type Token } from '../readTokens.ts';
import {
  COLOUR_PAIRS,
  MINIMUM_CONTRAST,
  pairContrast,
  UNCHECKED_COLOURS,
  type ColourPair,
  type ContrastKind,
} from '../textColourPairs.ts';
import tokensCss from '../tokens.css?raw';
import styles from './TokenReference.module.css';

const SECTIONS = readTokenSections(tokensCss);
const COLOURS = readColourTokens(tokensCss);
const TOKENS = new Map(SECTIONS.flatMap((section) => section.tokens).map((token) => [token.name, token]));

/** The titles of the sections of tokens.css (`Brand`, `Spacing` …), in the file's order. */
export const SECTION_TITLES = SECTIONS.map((section) => section.title);

const colourVar = (name: string) => `var(--colour-${name})`;
const px = (value: string) => parseFloat(value);

/** One section of tokens.css: its title, what its comment says, and each token shown as it looks. */
export function TokenSection({ title }: { title: string }) {
  const section = SECTIONS.find((candidate) => candidate.title === title);
  if (!section) return null;
  return (
    <Showcase title={section.title} padded={false}>
      {section.description && <p className={styles.description}>{section.description}</p>}
      <ul className={styles.list}>
        {section.tokens.map((token) => (
          <TokenRow key={token.name} token={token} />
        ))}
      </ul>
    </Showcase>
  );
}

/** Every section of tokens.css. */
export function AllTokens() {
  return SECTION_TITLES.map((title) => <TokenSection key={title} title={title} />);
}

function TokenRow({ token }: { token: Token }) {
  const kind = tokenKind(token.name);
  const head = (
    <div className={styles.head}>
      <code className={styles.name}>{token.name}</code>
      <span className={styles.value}>{token.value}</span>
    </div>
  );
  const note = token.note && <p className={styles.note}>{token.note}</p>;
  const varOf = `var(${token.name})`;
  switch (kind) {
    case 'colour':
      return <ColourRow token={token} head={head} note={note} />;
    case 'space':
      return (
        <Row
          head={head}
          note={note}
          aside={
            <div className={styles.barBox}>
              <div className={styles.bar} style={{ width: varOf }} />
            </div>
          }
        />
      );
    case 'font-size':
    case 'font-weight':
    case 'font-family':
      return (
        <Row head={head} note={note}>
          <Specimen
            style={
              kind === 'font-size'
                ? { fontSize: varOf }
                : kind === 'font-weight'
                  ? { fontWeight: varOf }
                  : { fontFamily: varOf }
            }
          />
        </Row>
      );
    case 'line-height':
      return <LineHeightRow token={token} head={head} note={note} />;
    case 'radius':
      return (
        <Row
          head={head}
          note={note}
          aside={<div className={styles.shape} style={{ borderRadius: varOf }} />}
        />
      );
    case 'shadow':
      return (
        <Row
          head={head}
          note={note}
          aside={
            <div className={styles.shadowStage}>
              <div className={styles.shadowCard} style={{ boxShadow: varOf }} />
            </div>
          }
        />
      );
    case 'easing':
      return <Row head={head} note={note} aside={<EasingCurve value={token.value} />} />;
    case 'size':
      return (
        <Row head={head} note={note}>
          <div
            className={styles.height}
            style={{ height: varOf, width: token.name === '--touch-target' ? varOf : '100%' }}
          >
            {token.value}
          </div>
        </Row>
      );
    case 'safe-area':
      return (
        <Row head={head} note={note}>
          <SafeAreaHere name={token.name} />
        </Row>
      );
    default:
      // Durations and layers say all in their value; a token of a new kind still shows its value.
      return <Row head={head} note={note} />;
  }
}

/** A token: a picture of it (`aside`), its name, value and note, then what else shows it. */
function Row({
  head,
  note,
  aside,
  children,
  below,
}: {
  head: ReactNode;
  note: ReactNode;
  aside?: ReactNode;
  /** Under the name and note, beside the picture. */
  children?: ReactNode;
  /** Under everything, across the whole row. */
  below?: ReactNode;
}) {
  return (
    <li className={styles.row}>
      {aside}
      <div className={styles.body}>
        {head}
        {note}
        {children}
      </div>
      {below && <div className={styles.below}>{below}</div>}
    </li>
  );
}

/** The same lines in the product's scripts, at the size, weight or family of the token. */
function Specimen({ style }: { style: CSSProperties }) {
  const { t } = useTranslation('samples');
  return (['hindi', 'english', 'chinese'] as const).map((script) => (
    <p key={script} className={styles.specimen} style={style} lang={SCRIPT_LANG[script]}>
      {t(`tokens.${script}`)}
    </p>
  ));
}

const SCRIPT_LANG = { hindi: 'hi', english: 'en', chinese: 'zh' } as const;

function LineHeightRow({ token, head, note }: { token: Token; head: ReactNode; note: ReactNode }) {
  const { t } = useTranslation('samples');
  const bodySize = px(TOKENS.get('--font-size-md')?.value ?? '');
  const line = Number(token.value) * bodySize;
  return (
    <Row
      head={
        <>
          {head}
          <span
            className={styles.value}
          >{`${line}px at --font-size-md (${bodySize}px); stripes: one line each`}</span>
        </>
      }
      note={note}
    >
      <p
        className={styles.leading}
        lang="hi"
        style={{ lineHeight: `var(${token.name})`, '--line': `${line}px` } as CSSProperties}
      >
        {`${t('tokens.hindi')} ${t('tokens.english')}`}
      </p>
    </Row>
  );
}

/** A cubic-bezier() drawn from (0, 0) to (1, 1); nothing for an easing it cannot read. */
function EasingCurve({ value }: { value: string }) {
  const points = /^cubic-bezier\(([^)]+)\)$/.exec(value)?.[1]?.split(',').map(Number);
  if (!points || points.length !== 4 || points.some(Number.isNaN)) return null;
  const [x1, y1, x2, y2] = points as [number, number, number, number];
  const at = (x: number, y: number) => `${x * 48},${48 - y * 48}`;
  return (
    <svg className={styles.curve} viewBox="0 0 48 48" aria-hidden="true">
      <path className={styles.curveAxes} d="M0,0 V48 H48" />
      <path
        d={`M${at(0, 0)} C${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** What a safe-area token comes to on the screen showing the story (0 px without a notch). */
function SafeAreaHere({ name }: { name: string }) {
  const probe = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState('');
  useLayoutEffect(() => {
    if (probe.current) setMeasured(getComputedStyle(probe.current).paddingTop);
  }, []);
  return (
    <div ref={probe} className={styles.value} style={{ paddingTop: `var(${name})` }}>
      {`On this screen: ${measured}`}
    </div>
  );
}

/** How a colour of each kind is named, as a foreground and as what stands on a background. */
const KIND_LABEL: Readonly<Record<ContrastKind, { on: string; under: string }>> = {
  text: { on: 'As text', under: 'Text on it' },
  'large-text': { on: 'As large text', under: 'Large text on it' },
  'non-text': { on: 'As an outline or bar', under: 'Outlines and bars on it' },
};
const KINDS = ['text', 'large-text', 'non-text'] as const;

function ColourRow({ token, head, note }: { token: Token; head: ReactNode; note: ReactNode }) {
  const name = token.name.slice('--colour-'.length);
  const asForeground = COLOUR_PAIRS.filter((pair) => pair.foreground === name);
  const asBackground = COLOUR_PAIRS.filter((pair) => pair.background === name);
  const unchecked = UNCHECKED_COLOURS[name];
  return (
    <Row
      head={head}
      note={note}
      aside={<div className={styles.swatch} style={{ background: colourVar(name) }} />}
      below={
        <>
          {KINDS.map((kind) => {
            const pairs = asForeground.filter((pair) => pair.kind === kind);
            if (pairs.length === 0) return null;
            return (
              <div key={kind} className={styles.checkGroup}>
                <p
                  className={styles.note}
                >{`${KIND_LABEL[kind].on} (${MINIMUM_CONTRAST[kind]}:1 needed), on:`}</p>
                <ul className={styles.checks}>
                  {pairs.map((pair) => (
                    <PairCheck key={`${pair.background}/${pair.alpha ?? 1}`} pair={pair} />
                  ))}
                </ul>
              </div>
            );
          })}
          {KINDS.map((kind) => {
            const pairs = asBackground.filter((pair) => pair.kind === kind);
            return pairs.length > 0 && <BackgroundSummary key={kind} kind={kind} pairs={pairs} />;
          })}
          {unchecked && <p className={styles.note}>{`Not checked: ${unchecked}.`}</p>}
          {!unchecked && asForeground.length + asBackground.length === 0 && (
            <p className={styles.fail}>No contrast check: add it to textColourPairs.ts.</p>
          )}
        </>
      }
    />
  );
}

const pairLabel = (name: string, pair: ColourPair) =>
  `${name}${pair.alpha ? ` at ${pair.alpha * 100} %` : ''}`;

function Verdict({ pair }: { pair: ColourPair }) {
  const ratio = pairContrast(pair, COLOURS);
  if (ratio === null) return <span className={styles.fail}>not a colour</span>;
  const pass = ratio >= MINIMUM_CONTRAST[pair.kind];
  return (
    <span className={pass ? styles.verdict : styles.fail}>
      {`${ratio.toFixed(2)}:1 ${pass ? '✓ pass' : '✗ fail'}`}
    </span>
  );
}

/** A colour on one background: a sample of it (text, or an outline), the ratio and the verdict. */
function PairCheck({ pair }: { pair: ColourPair }) {
  const background = pair.backdrop
    ? `linear-gradient(${colourVar(pair.background)}, ${colourVar(pair.background)}), ${colourVar(pair.backdrop)}`
    : colourVar(pair.background);
  return (
    <li className={styles.check}>
      <span className={styles.sample} style={{ background }} aria-hidden="true">
        {pair.kind === 'non-text' ? (
          <span className={styles.outline} style={{ borderColor: colourVar(pair.foreground) }} />
        ) : (
          <span style={{ color: colourVar(pair.foreground), opacity: pair.alpha ?? 1 }}>Aa</span>
        )}
      </span>
      <span className={styles.checkText}>
        {pairLabel(pair.background, pair)}
        <br />
        <Verdict pair={pair} />
      </span>
    </li>
  );
}

/** For a background: how many colours of a kind are checked on it, and the one that reads worst. */
function BackgroundSummary({ kind, pairs }: { kind: ContrastKind; pairs: readonly ColourPair[] }) {
  const { pair } = pairs
    .map((candidate) => ({ pair: candidate, ratio: pairContrast(candidate, COLOURS) ?? 0 }))
    .reduce((worst, next) => (next.ratio < worst.ratio ? next : worst));
  return (
    <p className={styles.note}>
      {`${KIND_LABEL[kind].under}: ${pairs.length} checked (${MINIMUM_CONTRAST[kind]}:1 needed); the weakest, ${pairLabel(pair.foreground, pair)}, `}
      <Verdict pair={pair} />
    </p>
  );
}

/**
 * Which text colour on which surface: the checked text pairs on the backgrounds that carry more than
 * one text colour (pages, cards, rows, notes), text colours down, backgrounds across.
 */
export function ContrastMatrix() {
  const textPairs = COLOUR_PAIRS.filter((pair) => pair.kind !== 'non-text' && !pair.alpha && !pair.backdrop);
  const unique = (names: string[]) => [...new Set(names)];
  const backgrounds = unique(textPairs.map((pair) => pair.background)).filter(
    (background) => textPairs.filter((pair) => pair.background === background).length > 1,
  );
  const foregrounds = unique(
    textPairs.filter((pair) => backgrounds.includes(pair.background)).map((pair) => pair.foreground),
  );
  return (
    <div className={styles.matrixScroll}>
      <table className={styles.matrix}>
        <thead>
          <tr>
            <th scope="col">text ↓ on →</th>
            {backgrounds.map((background) => (
              <th key={background} scope="col">
                {background}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {foregrounds.map((foreground) => (
            <tr key={foreground}>
              <th scope="row">{foreground}</th>
              {backgrounds.map((background) => {
                const pair = textPairs.find(
                  (candidate) => candidate.foreground === foreground && candidate.background === background,
                );
                const ratio = pair && pairContrast(pair, COLOURS);
                return (
                  <td
                    key={background}
                    style={
                      pair ? { background: colourVar(background), color: colourVar(foreground) } : undefined
                    }
                  >
                    {ratio ? `Aa ${ratio.toFixed(2)}` : ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
