import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { filterOptions, moveInList, searchText } from './pickerOptions.ts';
import type { PickerOption } from './pickerOptions.ts';

const countries: PickerOption[] = [
  { value: 'AR', label: 'Argentina', description: '+54' },
  { value: 'AX', label: 'Åland Islands', description: '+358' },
  { value: 'IN', label: 'भारत', description: '+91', keywords: ['India'] },
  { value: 'ID', label: 'Indonesia', description: '+62' },
  { value: 'CN', label: '中国', description: '+86', keywords: ['China'] },
  { value: 'CI', label: "Côte d'Ivoire", description: '+225' },
];
const values = (options: PickerOption[]) => options.map((option) => option.value);

describe('filterOptions', () => {
  it('keeps every option in its order for an empty query', () => {
    assert.deepEqual(values(filterOptions(countries, '  ')), ['AR', 'AX', 'IN', 'ID', 'CN', 'CI']);
  });

  it('puts words that start with the query before matches inside a word', () => {
    assert.deepEqual(values(filterOptions(countries, 'in')), ['IN', 'ID', 'AR', 'CN']);
  });

  it('finds an option by its keywords, code and description, whatever the script of its label', () => {
    assert.deepEqual(values(filterOptions(countries, 'india')), ['IN']);
    assert.deepEqual(values(filterOptions(countries, 'भारत')), ['IN']);
    assert.deepEqual(values(filterOptions(countries, 'china')), ['CN']);
    assert.deepEqual(values(filterOptions(countries, '中')), ['CN']);
    assert.deepEqual(values(filterOptions(countries, '+91')), ['IN']);
    assert.deepEqual(values(filterOptions(countries, 'cn')), ['CN']);
  });

  it('ignores case and accents', () => {
    assert.deepEqual(values(filterOptions(countries, 'ALAND')), ['AX']);
    assert.deepEqual(values(filterOptions(countries, 'cote')), ['CI']);
    assert.equal(searchText(' Côte '), 'cote');
  });

  it('keeps Devanagari vowel signs, which are part of the word', () => {
    assert.equal(searchText('भारत'), 'भारत');
    assert.deepEqual(values(filterOptions(countries, 'भरत')), []);
  });

  it('finds nothing for an unknown word', () => {
    assert.deepEqual(filterOptions(countries, 'atlantis'), []);
  });
});

describe('moveInList', () => {
  const options: PickerOption[] = [
    { value: 'a', label: 'A', disabled: true },
    { value: 'b', label: 'B' },
    { value: 'c', label: 'C', disabled: true },
    { value: 'd', label: 'D' },
    { value: 'e', label: 'E', disabled: true },
  ];

  it('moves down and up over disabled options, and stops at the ends', () => {
    assert.equal(moveInList(options, -1, 'ArrowDown'), 1);
    assert.equal(moveInList(options, 1, 'ArrowDown'), 3);
    assert.equal(moveInList(options, 3, 'ArrowDown'), 3);
    assert.equal(moveInList(options, 3, 'ArrowUp'), 1);
    assert.equal(moveInList(options, 1, 'ArrowUp'), 1);
  });

  it('jumps to the first and last options that can be chosen', () => {
    assert.equal(moveInList(options, 3, 'Home'), 1);
    assert.equal(moveInList(options, 1, 'End'), 3);
  });

  it('has nowhere to go in an empty or all-disabled list', () => {
    assert.equal(moveInList([], -1, 'ArrowDown'), -1);
    assert.equal(moveInList([options[0]!], -1, 'Home'), -1);
  });
});
