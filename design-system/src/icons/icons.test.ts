// The icon set stays lucide's: every component is the drawing of its glyph in the installed
// lucide-react, each icon is in exactly one of the package root and `@h5/design-system/Icons`, and
// an icon is hidden from screen readers unless it is given a name.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { ReactElement } from 'react';
import { ICON_NAMES, iconFile, iconSource, subPathIndexFile, subPathIndexSource } from './generateIcons.ts';
import { ICON_SET } from './iconSet.ts';
import { lineIcon } from './lineIcon.ts';

const read = (file: string) => readFileSync(file, 'utf8');
const regenerate = 'run `node src/icons/generateIcons.ts` in design-system/';

describe('icon set', () => {
  it('every icon is the drawing of its lucide glyph', async () => {
    for (const name of ICON_NAMES)
      assert.equal(read(iconFile(name)), await iconSource(name), `${name}: ${regenerate}`);
  });

  it('every icon component is in the set', () => {
    const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('Icon.tsx'));
    assert.deepEqual(files.sort(), ICON_NAMES.map((name) => `${name}.tsx`).sort());
  });

  it('@h5/design-system/Icons exports the icons the package root does not', async () => {
    assert.equal(read(subPathIndexFile), await subPathIndexSource(), regenerate);
  });

  it('the package root exports the icons of the first screen', () => {
    const rootIndex = read(join(import.meta.dirname, '..', 'index.ts'));
    const exported = [...rootIndex.matchAll(/^export \{ (\w+) \} from '\.\/icons\/\1\.tsx';$/gm)].map(
      ([, name]) => name,
    );
    assert.deepEqual(exported.sort(), ICON_NAMES.filter((name) => 'root' in ICON_SET[name]).sort());
  });
});

describe('lineIcon', () => {
  const Icon = lineIcon([['circle', { cx: '12', cy: '12', r: '10' }]]);
  type Svg = ReactElement<Record<string, unknown> & { children: ReactElement[] }>;
  const render = (props: Parameters<typeof Icon>[0]) => Icon(props) as unknown as Svg;

  it('draws the glyph 1em square in the current colour', () => {
    const svg = render({});
    assert.equal(svg.type, 'svg');
    assert.equal(svg.props.width, '1em');
    assert.equal(svg.props.stroke, 'currentColor');
    assert.equal(svg.props.children[0]!.type, 'circle');
  });

  it('is decorative unless named', () => {
    assert.equal(render({}).props['aria-hidden'], true);
    const named = render({ 'aria-label': 'Warning' });
    assert.equal(named.props.role, 'img');
    assert.equal(named.props['aria-hidden'], undefined);
  });

  it('takes the caller’s attributes over its own', () => {
    assert.equal(render({ width: 20, strokeWidth: 1.5 }).props.width, 20);
  });
});
