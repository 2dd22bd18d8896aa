import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initialPagedListState, pagedListReducer, type PagedListState } from './pagedListReducer.ts';

type Item = { id: number };
const getKey = (item: Item) => item.id;
const items = (from: number, to: number): Item[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }));

const start: PagedListState<Item> = initialPagedListState;

function loadPage(state: PagedListState<Item>, page: number, list: Item[], total: number, rows = 20) {
  const requestId = state.requestId + 1;
  const requested = pagedListReducer(state, { type: 'request', requestId, page });
  assert.equal(requested.loading, true);
  return pagedListReducer(requested, { type: 'success', requestId, page, rows, list, total, getKey });
}

test('starts loading with nothing loaded', () => {
  assert.deepEqual(start.items, []);
  assert.equal(start.loading, true);
  assert.equal(start.page, 0);
});

test('first page replaces, later pages append until the total is reached', () => {
  let state = loadPage(start, 1, items(1, 20), 45);
  assert.equal(state.items.length, 20);
  assert.equal(state.total, 45);
  assert.equal(state.loading, false);
  state = loadPage(state, 2, items(21, 40), 45);
  assert.equal(state.items.length, 40);
  state = loadPage(state, 3, items(41, 45), 45);
  assert.equal(state.items.length, 45);
  assert.equal(state.total, 45);
  assert.equal(state.page, 3);
});

test('reloading page 1 replaces what was loaded', () => {
  let state = loadPage(start, 1, items(1, 20), 45);
  state = loadPage(state, 2, items(21, 40), 45);
  state = loadPage(state, 1, items(100, 119), 60);
  assert.deepEqual(
    state.items.map((item) => item.id),
    items(100, 119).map((item) => item.id),
  );
  assert.equal(state.total, 60);
});

test('an item that shifted onto the next page is not listed twice', () => {
  let state = loadPage(start, 1, items(1, 20), 41);
  state = loadPage(state, 2, items(20, 39), 41);
  assert.equal(state.items.length, 39);
  assert.equal(new Set(state.items.map(getKey)).size, 39);
});

test('a short page ends the list even if the total promised more', () => {
  const state = loadPage(start, 1, items(1, 7), 30);
  assert.equal(state.total, 7);
});

test('an empty first page is an empty list', () => {
  const state = loadPage(start, 1, [], 0);
  assert.deepEqual(state.items, []);
  assert.equal(state.total, 0);
  assert.equal(state.loading, false);
});

test('an answer to an older request is dropped', () => {
  const first = pagedListReducer(start, { type: 'request', requestId: 1, page: 1 });
  const second = pagedListReducer(first, { type: 'request', requestId: 2, page: 1 });
  const stale = pagedListReducer(second, {
    type: 'success',
    requestId: 1,
    page: 1,
    rows: 20,
    list: items(1, 3),
    total: 3,
    getKey,
  });
  assert.equal(stale, second);
  const staleFailure = pagedListReducer(second, { type: 'failure', requestId: 1, error: new Error('x') });
  assert.equal(staleFailure, second);
});

test('a failure keeps the items and records the error; a new request clears it', () => {
  let state = loadPage(start, 1, items(1, 20), 45);
  state = pagedListReducer(state, { type: 'request', requestId: 9, page: 2 });
  const error = new Error('offline');
  state = pagedListReducer(state, { type: 'failure', requestId: 9, error });
  assert.equal(state.items.length, 20);
  assert.equal(state.error, error);
  assert.equal(state.loading, false);
  state = pagedListReducer(state, { type: 'request', requestId: 10, page: 2 });
  assert.equal(state.error, null);
  assert.equal(state.loading, true);
});

test('a page that met an ended session keeps loading instead of failing', () => {
  let state = pagedListReducer(start, { type: 'request', requestId: 1, page: 1 });
  const ended = Object.assign(new Error('Not logged in or login expired'), { reason: 'unauthenticated' });
  state = pagedListReducer(state, { type: 'failure', requestId: 1, error: ended });
  assert.equal(state.error, null);
  assert.equal(state.loading, true);
  assert.equal(state.items.length, 0);
});

test('a quiet request keeps the list as shown (not loading) until its answer replaces page 1', () => {
  const shown = loadPage(start, 1, items(1, 3), 3);
  const asked = pagedListReducer(shown, {
    type: 'request',
    requestId: shown.requestId + 1,
    page: 1,
    quiet: true,
  });
  assert.equal(asked.loading, false);
  assert.deepEqual(asked.items, shown.items);
  const answered = pagedListReducer(asked, {
    type: 'success',
    requestId: asked.requestId,
    page: 1,
    rows: 20,
    list: items(1, 4),
    total: 4,
    getKey,
  });
  assert.equal(answered.items.length, 4);
});
