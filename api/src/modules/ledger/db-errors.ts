/**
 * What a database error means for a money move: a duplicate key, a balance the database refused
 * to take below zero (the `ledger_account_not_negative` check), or a transaction worth retrying.
 */
export function dbErrorKind(error: unknown): 'duplicate' | 'negative' | 'retry' | undefined {
  for (
    let e = error as { errno?: unknown; code?: unknown; message?: unknown; cause?: unknown } | undefined,
      depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = String(e.code ?? '');
    const message = String(e.message ?? '');
    if (e.errno === 1062 || code === 'ER_DUP_ENTRY' || /UNIQUE constraint failed/.test(message))
      return 'duplicate';
    if (e.errno === 4025 || e.errno === 3819 || /CHECK constraint failed/.test(message)) return 'negative';
    if (
      e.errno === 1213 ||
      e.errno === 1205 ||
      code.startsWith('SQLITE_BUSY') ||
      /database is locked/.test(message)
    )
      return 'retry';
  }
  return undefined;
}
