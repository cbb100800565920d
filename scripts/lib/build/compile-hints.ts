import type { Plugin, Rollup } from 'vite';

/**
 * V8's hint that every function of a file runs as the page loads: Chrome (136 on) then compiles
 * them all while the file downloads, off the main thread, instead of each on the main thread the
 * first time it is called. It has to open the file.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks every page runs as the app starts: each entry and what it imports statically, all
 * the way down. Chunks imported on demand (pages, the staff area, Firebase) are not among them.
 */
export function startChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const reached = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (reached.has(chunk.fileName)) return;
    reached.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return [...reached.values()];
}

/**
 * Opens the start chunks with the compile hint (docs/decisions/025-short-tasks-on-arrival.md):
 * React, React DOM, the router and the app's shell run on every page as it hydrates, and with
 * the hint the main thread's work after the first paint fell by 20-32%. Functions
 * of theirs that never run are compiled for nothing, off the main thread. Pages' own chunks are
 * left to V8's judgement: much of their code runs only when a visitor acts.
 */
export function compileHints(): Plugin {
  return {
    name: 'larkfield:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite has written its own first line (the map of each chunk's preloads).
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of startChunks(bundle)) {
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
