/**
 * A problem the person running a script can fix themselves (Java missing, a port taken, a bad
 * argument). Scripts print its message as it is, without a stack trace, and exit with status 1.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Runs a script's main function: usage errors become one clear line, anything else a full report. */
export function runMain(main: () => Promise<unknown>): void {
  main().then(
    (code) => {
      process.exitCode = typeof code === 'number' ? code : 0;
    },
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`\n${error.message}\n`);
      } else {
        console.error(error);
      }
      process.exitCode = 1;
    },
  );
}
