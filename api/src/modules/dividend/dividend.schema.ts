import { z } from 'zod';
import { id, optionalReason, paging, reason } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { MAX_SHARE_BPS } from './dividend.service.ts';

/** `POST /api/Admin/dividends/settings`: the weekly share of the reserve fund in basis points (0 = off). */
export const DividendSettingsSchema = z.object({
  // A form or the command line sends text: whole digits are read as the number, anything else is refused.
  shareBps: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value),
    z
      .number(message('dividend.shareInvalid'))
      .int(message('dividend.shareInvalid'))
      .min(0, message('dividend.shareInvalid'))
      .max(MAX_SHARE_BPS, message('dividend.shareInvalid')),
  ),
  reason: optionalReason(),
});

/** `POST /api/Admin/dividends/run`: why the operator runs it now. */
export const RunDividendSchema = z.object({ reason: reason() });

/** `GET /api/Admin/dividends/payouts`: a run's parts, paged. */
export const DividendPayoutsQuerySchema = z.object({ runId: id('dividendRun'), ...paging });
