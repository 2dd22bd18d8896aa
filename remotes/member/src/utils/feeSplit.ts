/** How fund income is shared (spec §1, §9): percent of each income payment. */
export const feeSplit = {
  management: 5,
  dividend: 50,
  member: 45,
} as const;
