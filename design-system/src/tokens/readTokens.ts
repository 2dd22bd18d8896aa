/**
 * The tokens of a tokens.css text, in its order and sections, so the reference and the checks read
 * the file that ships instead of a copy of it. The file's own comments are the documentation:
 *
 * - a comment on its own line opens a section: its first sentence is the title, the rest describes it;
 * - a comment after a declaration, on the same line, says where that token is used.
 */

/** One custom property of `:root`. */
export type Token = { name: string; value: string; note: string };

/** A commented group of tokens (`Brand`, `Spacing` …). */
export type TokenSection = { title: string; description: string; tokens: Token[] };

const PIECE = /\/\*([\s\S]*?)\*\/|(--[a-z0-9-]+)\s*:\s*([^;]+);(?:[ \t]*\/\*([\s\S]*?)\*\/)?/g;

const clean = (comment: string) =>
  comment
    .replace(/^\s*\*/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The sections of the `:root` block of a tokens.css text. */
export function readTokenSections(css: string): TokenSection[] {
  const start = css.indexOf(':root');
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const sections: TokenSection[] = [];
  for (const [, comment, name, value, note] of block.matchAll(PIECE)) {
    if (comment !== undefined) {
      const text = clean(comment);
      const stop = text.indexOf('. ');
      sections.push({
        title: (stop === -1 ? text : text.slice(0, stop)).replace(/\.$/, ''),
        description: stop === -1 ? '' : text.slice(stop + 2),
        tokens: [],
      });
    } else {
      if (sections.length === 0) sections.push({ title: 'Tokens', description: '', tokens: [] });
      sections.at(-1)!.tokens.push({
        name: name!,
        value: value!.replace(/\s+/g, ' ').trim(),
        note: clean(note ?? ''),
      });
    }
  }
  return sections;
}

/** The colour tokens of a tokens.css text by name without `--colour-` (`{ primary: '#1c5cff' }`). */
export function readColourTokens(css: string): Record<string, string> {
  return Object.fromEntries(
    readTokenSections(css)
      .flatMap((section) => section.tokens)
      .filter((token) => token.name.startsWith('--colour-'))
      .map((token) => [token.name.slice('--colour-'.length), token.value]),
  );
}

/** How a token is shown in the reference; every token of tokens.css has one (tokens.test.ts). */
export type TokenKind =
  | 'colour'
  | 'space'
  | 'font-size'
  | 'font-weight'
  | 'line-height'
  | 'font-family'
  | 'radius'
  | 'shadow'
  | 'duration'
  | 'easing'
  | 'layer'
  | 'size'
  | 'safe-area';

const KINDS: readonly [RegExp, TokenKind][] = [
  [/^--colour-/, 'colour'],
  [/^--space-/, 'space'],
  [/^--font-size-/, 'font-size'],
  [/^--font-weight-/, 'font-weight'],
  [/^--line-height-/, 'line-height'],
  [/^--font-family/, 'font-family'],
  [/^--radius-/, 'radius'],
  [/^--shadow-/, 'shadow'],
  [/^--duration-/, 'duration'],
  [/^--easing-/, 'easing'],
  [/^--z-/, 'layer'],
  [/^--touch-target$|-height$/, 'size'],
  [/^--safe-area-/, 'safe-area'],
];

/** The kind of a token by its name, or null for a name the reference does not know how to show. */
export function tokenKind(name: string): TokenKind | null {
  return KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}
