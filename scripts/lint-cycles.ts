/**
 * `npm run lint`'s check for import cycles among the project's own TypeScript modules
 * (scripts/lib/lint/import-cycles.ts). Prints each cycle and exits with 1 when there is one.
 */
import { execFileSync } from 'node:child_process';

import { cyclesOf, importGraph } from './lib/lint/import-cycles';
import { repoRoot } from './lib/project';
import { runMain } from './lib/usage-error';

const commandLine = {
  usage: `Usage:
  npm run lint   ESLint, then this: import cycles among the project's own modules

It takes no options. Every TypeScript file git knows of (or would add) is read, its imports
resolved as tsconfig.app.json resolves them; a cycle is printed with every module in it.`,
} as const;

runMain(commandLine, async () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  const cycles = cyclesOf(importGraph(repoRoot, files));
  for (const cycle of cycles) {
    console.error(`Import cycle among ${cycle.length} modules:\n  ${cycle.join('\n  ')}`);
  }
  if (cycles.length > 0) return 1;
  console.log(`No import cycles among ${files.length} modules.`);
  return 0;
});
