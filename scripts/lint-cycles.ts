/**
 * `npm run lint`'s check for import cycles among the project's own TypeScript modules
 * (scripts/lib/lint/import-cycles.ts). Prints each cycle and exits with 1 when there is one.
 */
import { execFileSync } from 'node:child_process';

import { cyclesOf, importGraph } from './lib/lint/import-cycles';
import { repoRoot } from './lib/project';

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
if (cycles.length > 0) process.exitCode = 1;
else console.log(`No import cycles among ${files.length} modules.`);
