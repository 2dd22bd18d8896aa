/** A page parameter that must be a database id (1 … 2³¹−1), or null. */
export function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}
