/**
 * The colour tokens written in a tokens.css text (`--colour-primary: #1c5cff;` →
 * `{ primary: '#1c5cff' }`), by name without the `--colour-` prefix.
 */
export function readColourTokens(css: string): Record<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens: Record<string, string> = {};
  for (const match of withoutComments.matchAll(/--colour-([a-z0-9-]+)\s*:\s*([^;]+);/g))
    tokens[match[1]!] = match[2]!.trim();
  return tokens;
}
