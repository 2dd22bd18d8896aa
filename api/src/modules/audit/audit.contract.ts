// Wire types of the audit module (`@h5/api/contract/audit`), shared with the front end. Types only.

/**
 * GET /api/Security/activity. `device` is the browser and system the event came from
 * ("Chrome · Android"), null when the request did not say: the page words that itself.
 */
export type SecurityActivityItem = {
  id: number;
  type: string;
  label: string;
  ip: string;
  device: string | null;
  createdAt: string;
};

/**
 * One of GET /api/Admin/audit `{ list, total }` (query `actor`, `action`, `memberId`, `from`, `to`,
 * `page`, `rows`, `sort` = `createdAt`, `order`), and of a member's `operatorActions`: who did it
 * (`operator:asha`, `cli:root`, `member:12` for a member's own request), what, why (`reason`, null
 * when none was given), with its details, and the member it is about (null when none).
 */
export type OperatorActionItem = {
  id: number;
  actor: string;
  action: string;
  reason: string | null;
  detail: Record<string, unknown>;
  memberId: number | null;
  createdAt: string;
};

/** GET /api/Admin/audit/actions: every action the log holds, for a filter. */
export type OperatorActionNames = { list: string[] };
