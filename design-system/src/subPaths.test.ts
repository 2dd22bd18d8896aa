// The package root and each component sub-path are separate shared modules (ADR 0016). A module
// reached by a relative import is bundled into the shared module that imports it, so a sub-path that
// imported a root component relatively would carry a second copy of it, of its styles and of its
// state: components of the root or of another sub-path are reached through the package's own name.
// Stateless helpers without styles (`src/utils`, the icons' props) may be shared by path.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = join(packageDir, 'src');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** The folder of each component sub-path (`src/components/Field`). */
const subPathDirs = Object.entries(manifest.exports)
  .filter(([path, target]) => path !== '.' && !target.endsWith('.css'))
  .map(([, target]) => dirname(resolve(packageDir, target)));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__stories__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });

/** What a file imports or re-exports (types aside): the specifier, resolved when relative. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export) (?!type )(?:[^;]*? from )?'([^']+)';$/gms)].map(
    ([, specifier]) => (specifier!.startsWith('.') ? resolve(dirname(file), specifier!) : specifier!),
  );
}

const inside = (dir: string, path: string) => !relative(dir, path).startsWith('..');
const subPathOf = (path: string) => subPathDirs.find((dir) => inside(dir, path));
const show = (path: string) => relative(srcDir, path);

/** Modules the package root reaches by relative imports, starting from `src/index.ts`. */
function rootModules(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of importsOf(file)) if (target.startsWith('/') && /\.tsx?$/.test(target)) visit(target);
  };
  visit(join(srcDir, 'index.ts'));
  return seen;
}

describe('design-system sub-paths', () => {
  it('every sub-path in package.json exists', () => {
    for (const target of Object.values(manifest.exports))
      assert.doesNotThrow(() => readFileSync(resolve(packageDir, target)), target);
  });

  it('the package root reaches no sub-path and does not import itself', () => {
    for (const file of rootModules()) {
      for (const target of importsOf(file)) {
        assert.ok(!target.startsWith('@h5/design-system'), `${show(file)} imports ${target}`);
        const subPath = subPathOf(target);
        assert.equal(subPath, undefined, `${show(file)} reaches the sub-path ${subPath && show(subPath)}`);
      }
    }
  });

  it('a sub-path reaches modules of the package root only through the package name', () => {
    const root = rootModules();
    for (const dir of subPathDirs) {
      for (const file of sourceFiles(dir)) {
        for (const target of importsOf(file)) {
          if (!target.startsWith('/')) continue;
          const component = inside(join(srcDir, 'components'), target) || target.endsWith('.tsx');
          assert.ok(
            !(root.has(target) && component),
            `${show(file)} imports ${show(target)} of the package root by its path`,
          );
          const other = subPathOf(target);
          assert.ok(
            other === undefined || other === dir,
            `${show(file)} imports ${show(target)} of another sub-path by its path`,
          );
        }
      }
    }
  });
});
