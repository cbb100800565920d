import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from '../lib/project';
import { UsageError } from '../lib/usage-error';

/** The production build Lighthouse measures: rebuilt when it is missing or older than its source. */

/** The newest modification time under `target` (a file or a folder), in milliseconds. */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    0,
  );
}

export function buildIsCurrent(distDir: string): boolean {
  const manifest = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifest) || !existsSync(path.join(distDir, 'app-shell.html'))) return false;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts', 'package.json'];
  const newestInput = Math.max(...inputs.map((input) => newestChange(path.join(repoRoot, input))));
  return statSync(manifest).mtimeMs >= newestInput;
}

export async function build(distDir: string): Promise<void> {
  console.log(`Building the app into ${path.relative(repoRoot, distDir) || '.'}/ ...`);
  const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');
  const child = spawn(vite, ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new UsageError(`The build failed (exit status ${status}); see above.`);
}
