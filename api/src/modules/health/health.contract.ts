// Wire types of the health module (`@h5/api/contract/health`), shared with the front end. Types only.

export type HealthReport = {
  ok: boolean;
  database: { ok: boolean; driver: 'libsql' | 'mysql'; latencyMs: number };
  redis?: { ok: boolean };
  version: string;
  uptimeS: number;
};
