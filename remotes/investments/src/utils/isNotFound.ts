/** Whether a failed call was answered 404 (the fund or order does not exist, or is not the member's). */
export function isNotFound(error: unknown): boolean {
  return (error as { httpStatus?: unknown } | null)?.httpStatus === 404;
}
