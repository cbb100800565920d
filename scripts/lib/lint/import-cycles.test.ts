import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { cyclesOf, importsOf } from './import-cycles';

describe('import cycles', () => {
  it('finds each group of modules that reach one another, and a module importing itself', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['d.ts', 'g.ts']],
      ['g.ts', ['f.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts'], ['f.ts', 'g.ts']]);
  });

  it('finds none in a tree, however modules share their imports', () => {
    const graph = new Map([
      ['app.ts', ['lib.ts', 'ui.ts']],
      ['ui.ts', ['lib.ts']],
      ['lib.ts', []],
    ]);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it("follows the project's own imports, type-only and dynamic ones too, but not packages", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    for (const file of ['a.ts', 'b.ts', 'c.ts']) writeFileSync(path.join(root, file), '');
    const text = [
      "import type { B } from './b';",
      "const c = () => import('./c');",
      "import { useState } from 'react';",
      "import './missing';",
    ].join('\n');
    const known = new Set(['a.ts', 'b.ts', 'c.ts']);
    const options: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler };
    expect(importsOf(root, 'a.ts', text, options, known)).toEqual(['b.ts', 'c.ts']);
  });
});
