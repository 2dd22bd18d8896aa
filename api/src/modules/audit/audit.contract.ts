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
