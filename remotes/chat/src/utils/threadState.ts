import type { ChatMessageView } from '@h5/api/contract/chat';

/** A message of the member's own that the server has not stored yet, or refused to. */
export type OutgoingMessage = {
  clientId: string;
  kind: 'text' | 'image' | 'voice';
  text?: string;
  /** A picture or recording on its way: shown from the device until the server has it. */
  localUrl?: string;
  durationMs?: number;
  /** The uploaded file's name, once uploaded (a retry does not upload again). */
  fileName?: string;
  status: 'sending' | 'failed';
  createdAt: string;
};

/**
 * A thread as shown: the stored messages in `seq` order (each once, whichever way it came: history,
 * the socket, `since` after a reconnect, the answer of a send), then the member's own still on their
 * way. `hasOlder` until history answered that nothing lies before.
 */
export type ThreadState = {
  messages: ChatMessageView[];
  outgoing: OutgoingMessage[];
  hasOlder: boolean;
};

export const emptyThread: ThreadState = { messages: [], outgoing: [], hasOlder: true };

/** Adds stored messages: known ones (by id or seq) are skipped; own ones leave the outgoing list. */
export function addMessages(state: ThreadState, incoming: readonly ChatMessageView[]): ThreadState {
  const known = new Set(state.messages.map((message) => message.id));
  const seqs = new Set(state.messages.map((message) => message.seq));
  const fresh = incoming.filter((message) => {
    if (known.has(message.id) || seqs.has(message.seq)) return false;
    known.add(message.id);
    seqs.add(message.seq);
    return true;
  });
  const stored = new Set(incoming.map((message) => message.clientId).filter(Boolean));
  const outgoing = state.outgoing.filter((message) => !stored.has(message.clientId));
  if (fresh.length === 0 && outgoing.length === state.outgoing.length) return state;
  const messages = fresh.length
    ? [...state.messages, ...fresh].sort((a, b) => a.seq - b.seq)
    : state.messages;
  return { ...state, messages, outgoing };
}

/** Older messages from history; `more` false when the conversation starts there. */
export function addOlder(state: ThreadState, older: readonly ChatMessageView[], more: boolean): ThreadState {
  return { ...addMessages(state, older), hasOlder: more };
}

/** The member's own message, shown at once as sending (again, on a retry). */
export function putOutgoing(state: ThreadState, message: OutgoingMessage): ThreadState {
  const others = state.outgoing.filter((item) => item.clientId !== message.clientId);
  return { ...state, outgoing: [...others, message] };
}

/** Changes an outgoing message (failed, or its file uploaded). */
export function updateOutgoing(
  state: ThreadState,
  clientId: string,
  change: Partial<OutgoingMessage>,
): ThreadState {
  if (!state.outgoing.some((item) => item.clientId === clientId)) return state;
  return {
    ...state,
    outgoing: state.outgoing.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)),
  };
}

/** The highest sequence number shown: what `since` asks after, what is marked read. */
export const lastSeqOf = (state: ThreadState): number => state.messages.at(-1)?.seq ?? 0;

/** The lowest: what history asks before. */
export const firstSeqOf = (state: ThreadState): number | undefined => state.messages[0]?.seq;
