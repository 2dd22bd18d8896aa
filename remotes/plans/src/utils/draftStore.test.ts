import { test } from 'node:test';
import assert from 'node:assert/strict';
import { choosePlace, clearDraft, readDraft, writeDraft, type DraftStorage } from './draftStore.ts';
import { emptyDraft } from './planDraft.ts';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

test('a place chosen for a form keeps what was typed in it, per kind', () => {
  const storage = memoryStorage();
  writeDraft(storage, 'party', { ...emptyDraft(), theme: 'Diwali dinner', host: 'Asha', count: 4 });
  choosePlace(storage, 'party', {
    country: { code: 'IN', name: 'India' },
    city: { id: 'IN:MH:Mumbai', name: 'Mumbai', region: 'Maharashtra' },
  });
  const draft = readDraft(storage, 'party');
  assert.equal(draft.theme, 'Diwali dinner');
  assert.equal(draft.host, 'Asha');
  assert.equal(draft.count, 4);
  assert.deepEqual(draft.city, { id: 'IN:MH:Mumbai', name: 'Mumbai', region: 'Maharashtra' });
  assert.deepEqual(readDraft(storage, 'team'), emptyDraft());
  clearDraft(storage, 'party');
  assert.deepEqual(readDraft(storage, 'party'), emptyDraft());
});

test('a storage that refuses leaves the form working', () => {
  const refusing: DraftStorage = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('quota');
    },
    removeItem: () => {
      throw new Error('denied');
    },
  };
  writeDraft(refusing, 'salon', emptyDraft());
  assert.deepEqual(readDraft(refusing, 'salon'), emptyDraft());
  assert.deepEqual(readDraft(undefined, 'salon'), emptyDraft());
});
