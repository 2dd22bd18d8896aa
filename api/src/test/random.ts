/** A small seeded generator (mulberry32): the same seed gives the same sequence of [0, 1). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed from `variable` in the environment (to replay a failure), or a new random one. */
export function seedFrom(variable: string): number {
  const text = process.env[variable]?.trim();
  if (!text) return Math.floor(Math.random() * 2 ** 31);
  if (!/^\d{1,10}$/.test(text)) throw new Error(`${variable} must be a whole number, not "${text}"`);
  return Number(text);
}
