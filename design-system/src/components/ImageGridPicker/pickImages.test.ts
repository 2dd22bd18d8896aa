import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkFile } from '../../utils/uploadRules.ts';
import { pickImages as pick } from './pickImages.ts';

const MB = 1024 * 1024;
const rules = { room: 9, max: 9 };
type Photo = { name: string; size: number; type: string };
const pickImages = (files: Photo[], limits: typeof rules) =>
  pick(files, limits, (file) => checkFile(file, { accept: 'image/*', maxBytes: 10 * MB }));
const photo = (name: string, size = MB, type = 'image/jpeg') => ({ name, size, type });

describe('pickImages', () => {
  it('takes every picture that fits, in the order picked', () => {
    const files = [photo('a.jpg'), photo('b.png', MB, 'image/png')];
    assert.deepEqual(pickImages(files, rules), { taken: files, problem: null });
  });

  it('takes only as many as there is room for, and says the limit', () => {
    const files = ['a', 'b', 'c', 'd'].map((name) => photo(`${name}.jpg`));
    const { taken, problem } = pickImages(files, { ...rules, room: 2 });
    assert.deepEqual(
      taken.map((file) => file.name),
      ['a.jpg', 'b.jpg'],
    );
    assert.deepEqual(problem, { reason: 'tooMany', max: 9 });
  });

  it('leaves out a file of another type or over the size, and keeps the others', () => {
    const files = [photo('big.jpg', 11 * MB), photo('doc.pdf', MB, 'application/pdf'), photo('ok.jpg')];
    const { taken, problem } = pickImages(files, rules);
    assert.deepEqual(
      taken.map((file) => file.name),
      ['ok.jpg'],
    );
    assert.deepEqual(problem, { reason: 'tooLarge', maxBytes: 10 * MB });
  });

  it('takes nothing when the grid is full', () => {
    assert.deepEqual(pickImages([photo('a.jpg')], { ...rules, room: 0 }), {
      taken: [],
      problem: { reason: 'tooMany', max: 9 },
    });
  });
});
