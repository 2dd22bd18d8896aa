/** A message from the server: `{ type, ... }` (`init` carries `client_id`). */
export type SocketMessage = { type: string; [key: string]: unknown };

function base64ToText(encoded: string): string {
  const binary = atob(encoded.trim());
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function asMessage(value: unknown): SocketMessage | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && type ? (value as SocketMessage) : null;
}

/** Decodes the server's payload: base64 of UTF-8 JSON (plain JSON and objects are accepted too). */
export function decodeSocketPayload(raw: unknown): SocketMessage | null {
  if (typeof raw !== 'string') return asMessage(raw);
  for (const decode of [base64ToText, (text: string) => text]) {
    try {
      const message = asMessage(JSON.parse(decode(raw)));
      if (message) return message;
    } catch {
      // Try the next reading.
    }
  }
  return null;
}
