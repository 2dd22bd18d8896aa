import { contrastRatio, over, parseColour, type Rgb } from './contrastRatio.ts';

/**
 * What a pair must be read as. WCAG 2.x: body text 4.5:1 (1.4.3); large text, 24 px or 18.66 px
 * bold, 3:1; what shows where a control is (a field's outline, a checkbox's box, the focus outline,
 * a progress bar on its track) 3:1 against what lies next to it (1.4.11).
 */
export type ContrastKind = 'text' | 'large-text' | 'non-text';

export const MINIMUM_CONTRAST: Readonly<Record<ContrastKind, number>> = {
  text: 4.5,
  'large-text': 3,
  'non-text': 3,
};

/**
 * One colour on one background, both tokens (`--colour-<name>`). `backdrop` is what a see-through
 * background is painted over (the toast over a white page: its lightest case); `alpha` is the
 * foreground's own opacity where a component fades it (a caption at 90 %).
 */
export type ColourPair = {
  foreground: string;
  background: string;
  backdrop?: string;
  alpha?: number;
  kind: ContrastKind;
  /** Where the pair is seen. */
  where: string;
};

/** Every colour text is written in on the light surfaces of pages, cards, badges and notes. */
const TEXT_COLOURS = [
  'text',
  'text-secondary',
  'text-tertiary',
  'primary',
  'success',
  'warning',
  'danger',
] as const;

/** Every light background a page, a card, a pressed row, a badge, a note or a field has. */
const LIGHT_SURFACES = [
  'surface',
  'bg',
  'surface-pressed',
  'surface-muted',
  'primary-soft',
  'success-soft',
  'warning-soft',
  'danger-soft',
] as const;

const FIELD_OUTLINE = 'outline of fields, option cards, pill links and the wallet’s radios';
const CONTROL_OUTLINE = 'outline of checkboxes, radios, code boxes, ghost and voice buttons';

/**
 * The colour pairs the components and pages use, each checked for contrast by `tokens.test.ts` and
 * shown in the tokens reference. Any text colour may sit on any light surface (a rise on a card, a
 * warning in a note, a caption on a pressed row), so all of them are checked, not only those seen
 * today; the same pairs cover the status colours as bars and dots (ProgressBar, fee statements).
 */
export const COLOUR_PAIRS: readonly ColourPair[] = [
  ...TEXT_COLOURS.flatMap((foreground) =>
    LIGHT_SURFACES.map((background): ColourPair => ({
      foreground,
      background,
      kind: 'text',
      where: 'text, captions, figures, links, badges and bars on pages, cards, rows, notes and fields',
    })),
  ),
  {
    foreground: 'on-primary',
    background: 'primary',
    kind: 'text',
    where: 'primary button, figure card, brand header, splash screen',
  },
  { foreground: 'on-primary', background: 'primary-pressed', kind: 'text', where: 'primary button pressed' },
  {
    foreground: 'on-primary',
    background: 'primary',
    alpha: 0.9,
    kind: 'text',
    where: 'the brand header and splash taglines (90 % white on the brand colour)',
  },
  {
    foreground: 'on-primary',
    background: 'primary',
    alpha: 0.92,
    kind: 'text',
    where: 'the figure card’s labels (92 % white)',
  },
  { foreground: 'on-danger', background: 'danger', kind: 'text', where: 'danger button (log out, delete)' },
  { foreground: 'on-danger', background: 'danger-pressed', kind: 'text', where: 'danger button pressed' },
  {
    foreground: 'text-inverse',
    background: 'overlay',
    backdrop: 'surface',
    kind: 'text',
    where: 'upload progress over the picture (its lightest case: white)',
  },
  {
    foreground: 'text-inverse',
    background: 'text',
    kind: 'text',
    where: 'the image viewer: its counter, buttons and focus outline on the dark backdrop',
  },
  {
    foreground: 'toast-text',
    background: 'toast-bg',
    backdrop: 'surface',
    kind: 'text',
    where: 'toast over a white page',
  },
  { foreground: 'border', background: 'surface', kind: 'non-text', where: `${FIELD_OUTLINE}, in a card` },
  { foreground: 'border', background: 'bg', kind: 'non-text', where: `${FIELD_OUTLINE}, on the page` },
  {
    foreground: 'border-strong',
    background: 'surface',
    kind: 'non-text',
    where: `${CONTROL_OUTLINE}, in a card`,
  },
  {
    foreground: 'border-strong',
    background: 'bg',
    kind: 'non-text',
    where: `${CONTROL_OUTLINE}, on the page`,
  },
  {
    foreground: 'border-strong',
    background: 'surface-muted',
    kind: 'non-text',
    where: 'the dashed outline of the upload tile',
  },
  {
    foreground: 'border-strong',
    background: 'surface-pressed',
    kind: 'non-text',
    where: 'the outline of a switch that is off, around its track',
  },
  {
    foreground: 'on-primary',
    background: 'border-strong',
    kind: 'non-text',
    where: 'the upload progress bar on its track',
  },
  {
    foreground: 'surface',
    background: 'primary',
    kind: 'non-text',
    where: 'the dot of a chosen radio, the knob of a switch that is on',
  },
  { foreground: 'focus', background: 'surface', kind: 'non-text', where: 'focus outline in a card' },
  { foreground: 'focus', background: 'bg', kind: 'non-text', where: 'focus outline on the page' },
];

/** Colour tokens in no pair, and why: every other colour token must stand in one (tokens.test.ts). */
export const UNCHECKED_COLOURS: Readonly<Record<string, string>> = {
  'text-disabled': 'disabled text and controls, exempt from contrast (WCAG 1.4.3, 1.4.11)',
  divider: 'hairlines between rows: decoration, the rows are told apart by what they say',
  'focus-ring': 'a halo around the focus outline, which has the contrast itself',
  skeleton: 'placeholders while loading: decoration, they carry no information',
  'skeleton-highlight': 'the shimmer over loading placeholders: decoration',
};

/**
 * The contrast of a pair as the member sees it (see-through colours painted over what lies beneath),
 * from the colour tokens by name without `--colour-`; null when a token is missing or not a colour.
 */
export function pairContrast(pair: ColourPair, colours: Readonly<Record<string, string>>): number | null {
  const read = (name: string) => parseColour(colours[name] ?? '');
  const [foreground, background] = [read(pair.foreground), read(pair.background)];
  if (!foreground || !background) return null;
  const backdrop: Rgb = (pair.backdrop && read(pair.backdrop)?.rgb) || [255, 255, 255];
  const under = over(background, backdrop);
  const painted = over({ rgb: foreground.rgb, alpha: foreground.alpha * (pair.alpha ?? 1) }, under);
  return contrastRatio(painted, under);
}
