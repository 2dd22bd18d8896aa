import { ApiError } from '@h5/platform';
import { toast } from '@h5/design-system';
import { consoleApi } from './consoleApi.ts';

/**
 * Sends an operator's change (`/Admin/…`) and tells the outcome: the server's message on a refusal
 * (shown by the client), `done` on success. Calls that move money or decide a withdrawal go with an
 * `Idempotency-Key` made for this confirmation, so a retried click never does it twice. Resolves the
 * answer, or null when refused; `onRefused` gets the server's message too, for a page that keeps it
 * beside the form once the toast has gone.
 */
export async function operatorAction<T>(
  path: string,
  body: Record<string, unknown>,
  options: { done: string; idempotent?: boolean; onRefused?: (message: string) => void },
): Promise<T | null> {
  try {
    const answer = await consoleApi.post<T>(
      path,
      body,
      options.idempotent ? { idempotencyKey: crypto.randomUUID() } : {},
    );
    toast.success(options.done);
    return answer;
  } catch (error) {
    if (error instanceof ApiError) {
      options.onRefused?.(error.message);
      return null;
    }
    throw error;
  }
}
