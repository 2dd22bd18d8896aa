import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('leaves a message without addresses as one text part', () => {
    assert.deepEqual(linkify('नमस्ते, कैसे हैं?'), [{ kind: 'text', text: 'नमस्ते, कैसे हैं?' }]);
    assert.deepEqual(linkify(''), []);
  });

  it('finds http(s) and www addresses', () => {
    assert.deepEqual(linkify('See https://example.com/a?b=1 now'), [
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' now' },
    ]);
    assert.deepEqual(linkify('www.example.in'), [
      { kind: 'link', text: 'www.example.in', href: 'https://www.example.in' },
    ]);
  });

  it('leaves sentence punctuation after an address outside it', () => {
    assert.deepEqual(linkify('(http://a.in/x).'), [
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://a.in/x', href: 'http://a.in/x' },
      { kind: 'text', text: ').' },
    ]);
    assert.deepEqual(linkify('देखें www.a.in।'), [
      { kind: 'text', text: 'देखें ' },
      { kind: 'link', text: 'www.a.in', href: 'https://www.a.in' },
      { kind: 'text', text: '।' },
    ]);
  });

  it('never makes a link of another scheme or of markup', () => {
    for (const message of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '<img src=x onerror=alert(1)>'])
      assert.deepEqual(linkify(message), [{ kind: 'text', text: message }]);
  });

  it('stops an address at quotes and angle brackets', () => {
    const parts = linkify('https://a.in/"><script>');
    assert.deepEqual(parts[0], { kind: 'link', text: 'https://a.in/', href: 'https://a.in/' });
    assert.deepEqual(parts[1], { kind: 'text', text: '"><script>' });
  });
});
