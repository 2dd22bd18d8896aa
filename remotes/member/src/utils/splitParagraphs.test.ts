import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitParagraphs } from './splitParagraphs.ts';

test('one paragraph per line, blank lines dropped', () => {
  assert.deepEqual(splitParagraphs('First line.\n\nSecond line.\r\nThird line.\n\n\n'), [
    'First line.',
    'Second line.',
    'Third line.',
  ]);
});

test('empty and missing bodies give no paragraphs', () => {
  assert.deepEqual(splitParagraphs(''), []);
  assert.deepEqual(splitParagraphs('  \n \n'), []);
  assert.deepEqual(splitParagraphs(null), []);
  assert.deepEqual(splitParagraphs(undefined), []);
});

test('spaces are collapsed and trimmed', () => {
  assert.deepEqual(splitParagraphs('   a   b\t c  '), ['a b c']);
});

test('markup is reduced to its text, never kept', () => {
  const paragraphs = splitParagraphs(
    '<p>Hello <b>members</b></p><p>Line<br/>break</p><script>alert(1)</script>',
  );
  assert.deepEqual(paragraphs, ['Hello members', 'Line', 'break', 'alert(1)']);
  assert.ok(paragraphs.every((p) => !p.includes('<')));
});

test('entities are decoded to text', () => {
  assert.deepEqual(splitParagraphs('Fees &amp; dividends &lt;5%&gt; &#8377;100 &#x20B9;5 &bogus;'), [
    'Fees & dividends <5%> ₹100 ₹5 &bogus;',
  ]);
});

test('Devanagari and Chinese text is kept as is', () => {
  assert.deepEqual(splitParagraphs('नमस्ते सदस्यों\n\n欢迎各位会员'), ['नमस्ते सदस्यों', '欢迎各位会员']);
});
