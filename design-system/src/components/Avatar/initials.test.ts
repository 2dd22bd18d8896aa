import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AVATAR_TONES, initialsOf, toneOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first and last initials of a Latin name, in capitals', () => {
    assert.equal(initialsOf('Rahul Sharma'), 'RS');
    assert.equal(initialsOf('  priya   k  menon '), 'PM');
    assert.equal(initialsOf('Anil'), 'A');
  });

  it('keeps a Devanagari syllable whole: consonant, vowel sign and conjuncts', () => {
    assert.equal(initialsOf('राहुल शर्मा'), 'रा');
    assert.equal(initialsOf('क्षमा'), 'क्ष');
    assert.equal(initialsOf('श्रीनिवास'), 'श्री');
  });

  it('takes the first Chinese character', () => {
    assert.equal(initialsOf('王小明'), '王');
    assert.equal(initialsOf('李 华'), '李');
  });

  it('does not mix scripts or break emoji', () => {
    assert.equal(initialsOf('Rahul शर्मा'), 'R');
    assert.equal(initialsOf('👩🏽‍💻 Dev'), '👩🏽‍💻');
  });

  it('is empty for a blank name', () => {
    assert.equal(initialsOf(''), '');
    assert.equal(initialsOf('   '), '');
  });
});

describe('toneOf', () => {
  it('gives a name always the same tone', () => {
    assert.equal(toneOf('Rahul Sharma'), toneOf('Rahul Sharma'));
    assert.ok(AVATAR_TONES.includes(toneOf('राहुल')));
  });

  it('spreads names over the tones', () => {
    const names = ['Rahul', 'Priya', 'Anil', 'Sunita', 'राहुल', 'प्रिया', '王小明', '李华', 'Kavya', 'Arjun'];
    assert.ok(new Set(names.map(toneOf)).size >= 3);
  });
});
