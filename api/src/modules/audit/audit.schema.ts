import { z } from 'zod';
import { intParam } from '../../platform/validate.ts';

export const ActivityQuerySchema = z.object({
  page: intParam().pipe(z.number().min(1)).default(1),
  rows: intParam().pipe(z.number().min(1).max(100)).default(20),
});
