import type { Rollup } from 'vite';

import { COMPILE_HINT, compileHints, startChunks } from './compile-hints';

function chunk(fileName: string, imports: string[] = [], isEntry = false): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    dynamicImports: [],
    isEntry,
    code: `/* ${fileName} */`,
  } as unknown as Rollup.OutputChunk;
}

/** An entry importing React statically, React importing a helper, and a page loaded on demand. */
function bundle(): Rollup.OutputBundle {
  const entry = chunk('assets/index.js', ['assets/react.js'], true);
  (entry as { dynamicImports: string[] }).dynamicImports = ['assets/page.js'];
  const files = [
    entry,
    chunk('assets/react.js', ['assets/helper.js']),
    chunk('assets/helper.js'),
    chunk('assets/page.js', ['assets/react.js']),
  ];
  const styles = { type: 'asset', fileName: 'assets/index.css', source: '' };
  return Object.fromEntries(
    [...files, styles].map((output) => [output.fileName, output]),
  ) as unknown as Rollup.OutputBundle;
}

function generate(output: Rollup.OutputBundle): void {
  const hook = compileHints().generateBundle as {
    handler: (options: unknown, bundle: Rollup.OutputBundle) => void;
  };
  hook.handler({}, output);
}

describe('startChunks', () => {
  it('is the entry and everything it imports statically, however deep, and nothing on demand', () => {
    expect(startChunks(bundle()).map((output) => output.fileName)).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/helper.js',
    ]);
  });
});

describe('compileHints', () => {
  it('opens each start chunk with the hint, and leaves the rest as built', () => {
    const output = bundle();
    generate(output);
    const code = (file: string) => (output[file] as Rollup.OutputChunk).code;
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}\n/* assets/index.js */`);
    expect(code('assets/helper.js')).toBe(`${COMPILE_HINT}\n/* assets/helper.js */`);
    expect(code('assets/page.js')).toBe('/* assets/page.js */');
    expect((output['assets/index.css'] as Rollup.OutputAsset).source).toBe('');
  });

  it('hints a chunk once, however often the hook runs', () => {
    const output = bundle();
    generate(output);
    generate(output);
    expect((output['assets/react.js'] as Rollup.OutputChunk).code).toBe(
      `${COMPILE_HINT}\n/* assets/react.js */`,
    );
  });
});
