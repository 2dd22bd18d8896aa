import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChatMessageView } from '@h5/api/contract/chat';
import {
  addMessages,
  addOlder,
  emptyThread,
  firstSeqOf,
  lastSeqOf,
  putOutgoing,
  updateOutgoing,
} from './threadState.ts';

const message = (seq: number, clientId: string | null = null): ChatMessageView => ({
  id: 100 + seq,
  conversationId: 7,
  seq,
  clientId,
  sender: { kind: 'member', memberId: 1, nickname: 'Asha', avatar: null },
  kind: 'text',
  text: `m${seq}`,
  file: null,
  durationMs: null,
  system: null,
  createdAt: '2026-11-27T10:00:00.000Z',
});

const seqs = (state: { messages: ChatMessageView[] }) => state.messages.map((item) => item.seq);

test('messages from the socket, since and history are kept once each, in seq order', () => {
  let state = addMessages(emptyThread, [message(3), message(4)]);
  state = addMessages(state, [message(4)]); // the socket repeats what history had
  state = addMessages(state, [message(6), message(5)]); // since after a reconnect, then the socket
  state = addMessages(state, [message(6)]);
  state = addOlder(state, [message(1), message(2)], false);
  assert.deepEqual(seqs(state), [1, 2, 3, 4, 5, 6]);
  assert.equal(state.hasOlder, false);
  assert.equal(lastSeqOf(state), 6);
  assert.equal(firstSeqOf(state), 1);
});

test("the member's own message leaves the outgoing list when stored, whichever way it arrives", () => {
  const sending = {
    clientId: 'c-1',
    kind: 'text' as const,
    text: 'hi',
    status: 'sending' as const,
    createdAt: '2026-11-27T10:00:00.000Z',
  };
  let state = putOutgoing(emptyThread, sending);
  state = updateOutgoing(state, 'c-1', { status: 'failed' });
  assert.equal(state.outgoing[0]?.status, 'failed');
  state = putOutgoing(state, { ...sending, status: 'sending' }); // a retry, not a second copy
  assert.equal(state.outgoing.length, 1);
  // The socket brings it before the send answers; the answer then changes nothing.
  state = addMessages(state, [message(9, 'c-1')]);
  assert.deepEqual(state.outgoing, []);
  const again = addMessages(state, [message(9, 'c-1')]);
  assert.equal(again, state);
  assert.deepEqual(seqs(state), [9]);
});
