/**
 * Stand-in pictures for the stories, drawn as SVG so that they need no network: a coloured card
 * with a big number, `width` × `height` pixels.
 */
export function samplePicture(label: string, colour: string, width = 600, height = 800): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" fill="white" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 3)}" text-anchor="middle" dominant-baseline="central">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A face-like avatar stand-in: a coloured square with a circle. */
export function samplePortrait(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/><circle cx="48" cy="38" r="18" fill="white" opacity="0.85"/><ellipse cx="48" cy="92" rx="34" ry="28" fill="white" opacity="0.85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
