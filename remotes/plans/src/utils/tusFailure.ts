/** What a failed tus request carries: the server's answer, when there was one. */
type TusFailure = {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
} | null;

/**
 * The server's own words for a refused upload (the API answers its envelope, `{ msg }`, or plain
 * text), or `fallback` when the network failed or the answer says nothing readable.
 */
export function tusFailureMessage(error: unknown, fallback: string): string {
  const response = (error as TusFailure)?.originalResponse;
  if (!response) return fallback;
  let body: string;
  try {
    body = response.getBody() ?? '';
  } catch {
    return fallback;
  }
  try {
    const parsed = JSON.parse(body) as { msg?: unknown; message?: unknown };
    const message = parsed.msg ?? parsed.message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  } catch {
    // Not JSON: plain text, used when short and not a page.
  }
  const text = body.trim();
  if (text && text.length <= 200 && !text.startsWith('<')) return text;
  return fallback;
}
