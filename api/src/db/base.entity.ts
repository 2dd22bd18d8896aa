import { p } from '@mikro-orm/core';

/** Columns every table carries: an integer autoincrement id and creation/update timestamps. */
export const baseProperties = {
  id: p.integer().primary().autoincrement(),
  createdAt: p
    .datetime(3)
    .onCreate(() => new Date())
    .fieldName('created_at'),
  updatedAt: p
    .datetime(3)
    .onCreate(() => new Date())
    .onUpdate(() => new Date())
    .fieldName('updated_at'),
};
