/**
 * One colour of text on one background, both tokens (`--colour-<name>`). `backdrop` is what a
 * see-through background is painted over (the toast over a white page: its lightest case); `alpha`
 * is the text's own opacity where a component fades it (a caption at 90 %).
 */
export type TextColourPair = {
  text: string;
  background: string;
  backdrop?: string;
  alpha?: number;
  /** 4.5 for body text; 3 only for text that is really large (24 px, or 18.66 px bold). */
  minimum: number;
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

/**
 * The text/background pairs the components and pages use, each checked for contrast by
 * `tokens.test.ts` and shown in the tokens story. Any text colour may sit on any light surface (a
 * rise on a card, a warning in a note, a caption on a pressed row), so all of them are checked, not
 * only those seen today. Disabled text (`text-disabled`) is left out: WCAG 1.4.3 exempts it.
 */
export const TEXT_COLOUR_PAIRS: readonly TextColourPair[] = [
  ...TEXT_COLOURS.flatMap((text) =>
    LIGHT_SURFACES.map((background) => ({
      text,
      background,
      minimum: 4.5,
      where: 'text, captions, figures, links and badges on pages, cards, rows, notes and fields',
    })),
  ),
  { text: 'on-primary', background: 'primary', minimum: 4.5, where: 'primary button, figure card' },
  { text: 'on-primary', background: 'primary-pressed', minimum: 4.5, where: 'primary button pressed' },
  {
    text: 'on-primary',
    background: 'primary',
    alpha: 0.9,
    minimum: 4.5,
    where: 'the brand header tagline (90 % white on the brand colour)',
  },
  {
    text: 'text-inverse',
    background: 'overlay',
    backdrop: 'surface',
    minimum: 4.5,
    where: 'upload progress over the picture (its lightest case: white)',
  },
  { text: 'on-danger', background: 'danger', minimum: 4.5, where: 'danger button (log out, delete)' },
  { text: 'on-danger', background: 'danger-pressed', minimum: 4.5, where: 'danger button pressed' },
  {
    text: 'toast-text',
    background: 'toast-bg',
    backdrop: 'surface',
    minimum: 4.5,
    where: 'toast over a white page',
  },
];
