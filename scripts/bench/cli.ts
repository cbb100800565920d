import { fileURLToPath } from 'node:url';

import { runMain } from '../lib/usage-error';
import { reRunUnderEmulators } from './emulator';
import { printResult, saveResult, type BenchmarkResult } from './report';

/**
 * The command line of one benchmark script: under emulators (started for the run when none is
 * named), run it, print its table and keep its section of bench-results.json. A script that
 * runs every benchmark calls each `bench*` function itself and prints `combinedTable`.
 */
export function runBenchmarkScript(
  scriptUrl: string,
  key: string,
  bench: () => Promise<BenchmarkResult>,
): void {
  runMain(async () => {
    const status = await reRunUnderEmulators(fileURLToPath(scriptUrl));
    if (status !== null) return status;
    const result = await bench();
    printResult(result);
    saveResult(key, result);
    return 0;
  });
}
