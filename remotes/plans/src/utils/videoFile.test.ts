import { test } from 'node:test';
import assert from 'node:assert/strict';
import { uploadIdOf, videoProblem } from './videoFile.ts';
import { todayInIndia } from './indiaDate.ts';

const rules = { videoMaxBytes: 300 * 1024 * 1024, videoTypes: ['video/mp4', 'video/quicktime'] };

test('MOV, MP4, M4V and AVI up to 300 MB are taken; others are refused before sending', () => {
  assert.equal(videoProblem({ name: 'a.mp4', size: 10, type: 'video/mp4' }, rules), null);
  assert.equal(videoProblem({ name: 'a.MOV', size: 10, type: '' }, rules), null);
  assert.equal(videoProblem({ name: 'clip', size: 10, type: 'video/quicktime' }, rules), null);
  assert.equal(videoProblem({ name: 'a.avi', size: 10, type: 'video/x-msvideo' }, rules), null);
  assert.equal(videoProblem({ name: 'a.m4v', size: 300 * 1024 * 1024, type: 'video/x-m4v' }, rules), null);
  assert.equal(
    videoProblem({ name: 'a.m4v', size: 300 * 1024 * 1024 + 1, type: 'video/x-m4v' }, rules),
    'size',
  );
  assert.equal(videoProblem({ name: 'a.webm', size: 10, type: 'video/webm' }, rules), 'type');
  assert.equal(videoProblem({ name: 'page.html', size: 10, type: 'text/html' }, rules), 'type');
  assert.equal(videoProblem({ name: 'a.mp4', size: 0, type: 'video/mp4' }, rules), 'empty');
});

test("an upload's id is the last part of its URL", () => {
  assert.equal(uploadIdOf('http://x.test/api/Upload/video/3f2a9c'), '3f2a9c');
  assert.equal(uploadIdOf('/api/Upload/video/3f2a9c/?x=1'), '3f2a9c');
  assert.equal(uploadIdOf(null), null);
});

test('today in India turns at 18:30 UTC', () => {
  assert.equal(todayInIndia(new Date('2026-11-27T18:29:59Z')), '2026-11-27');
  assert.equal(todayInIndia(new Date('2026-11-27T18:30:00Z')), '2026-11-28');
  assert.equal(todayInIndia(new Date('2026-11-27T00:00:00Z')), '2026-11-27');
});
