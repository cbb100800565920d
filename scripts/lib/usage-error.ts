import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * The one contract every script entry point speaks (`runMain`):
 * - `--help` (or `-h`) prints the usage and exits 0, before anything starts;
 * - an unknown flag, a bad value or a missing word prints one line and the usage, and exits 2;
 * - a problem the person can fix (Java missing, a port taken, the emulators not running, no
 *   credentials) prints one line that says what to do, and exits 1;
 * - anything else is a bug, reported in full with its stack, exit 1.
 */

/**
 * A problem the person running a script can fix themselves (Java missing, a port taken, the
 * emulators not running). Printed as it is, without a stack trace; the script exits with 1.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The command line is wrong: printed as one line followed by the usage; the script exits with 2. */
export class ArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArgumentError';
  }
}

export type CommandLine = Pick<ParseArgsConfig, 'options' | 'allowPositionals'> & {
  /** The usage text, printed for --help and after any mistake on the command line. */
  usage: string;
};

export type ParsedCommandLine<C extends CommandLine> = ReturnType<
  typeof parseArgs<{
    args: string[];
    options: C['options'];
    allowPositionals: C['allowPositionals'];
    strict: true;
  }>
>;

/** Where a command's messages go: the console, or a test's lists. */
export type Output = { out: (text: string) => void; error: (value: unknown) => void };

const consoleOutput: Output = {
  out: (text) => console.log(text),
  error: (value) => console.error(value),
};

/** True when --help or -h comes before any `--` (after which everything is an argument). */
export function wantsHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  const flags = end === -1 ? argv : argv.slice(0, end);
  return flags.includes('--help') || flags.includes('-h');
}

/** node:util's parse errors, in one line and this project's words. */
function describeParseError(error: Error): string {
  const code = (error as { code?: string }).code;
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  const flag = quoted.split(' ')[0];
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Unknown option ${quoted}.`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `Unexpected argument ${quoted}.`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /argument missing/.test(error.message)
        ? `${flag} needs a value.`
        : `${flag} takes no value.`;
    default:
      return error.message.split('. ')[0] ?? error.message;
  }
}

/** The flags and words of a command line, strictly: anything not declared is an ArgumentError. */
function parseCommandLine<C extends CommandLine>(
  argv: readonly string[],
  commandLine: C,
): ParsedCommandLine<C> {
  try {
    return parseArgs({
      args: [...argv],
      options: commandLine.options,
      allowPositionals: commandLine.allowPositionals,
      strict: true,
    }) as ParsedCommandLine<C>;
  } catch (error) {
    if (
      error instanceof TypeError &&
      String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')
    ) {
      throw new ArgumentError(describeParseError(error));
    }
    throw error;
  }
}

/** A flag's value as a whole number of at least `least`, or an ArgumentError naming the flag. */
export function wholeNumber(value: string, flag: string, least: number): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isInteger(number) || number < least) {
    throw new ArgumentError(
      `${flag} must be a whole number of at least ${least} (got "${value}").`,
    );
  }
  return number;
}

/** Errors from Node, gRPC and the Firebase SDKs, with whatever they wrap. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  const pending = [error];
  while (pending.length > 0 && chain.length < 20) {
    const next = pending.shift();
    if (next === undefined || next === null || chain.includes(next)) continue;
    chain.push(next);
    const { cause, errors } = next as { cause?: unknown; errors?: unknown };
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return chain;
}

/**
 * One line for the failures a person can fix, or null for anything else: nothing listening where
 * the emulators should be, or no Google credentials for a real project.
 */
export function explainFailure(error: unknown): string | null {
  for (const link of chainOf(error)) {
    if (link instanceof UsageError) return link.message;
    const { code, message = '' } = link as { code?: unknown; message?: string };
    const text = String(message);
    const refused = code === 'ECONNREFUSED' || text.includes('ECONNREFUSED');
    if (refused) {
      const { address, port } = link as { address?: string; port?: number };
      const named = /ECONNREFUSED ([^\s,]+?)\.?(?:\s|$)/.exec(text)?.[1];
      const where = named ? ` at ${named}` : address ? ` at ${address}:${port ?? ''}` : '';
      return `Nothing answered${where} (connection refused). If the emulators should be there, start them first in another terminal: \`npm start\` or \`npm run emulators -- start\`.`;
    }
    if (/Could not load the default credentials/i.test(text)) {
      return 'No Google credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file for the project, or leave out --project to use the local emulators.';
    }
  }
  return null;
}

/**
 * Parses `argv` for `commandLine`, runs `main` and returns the exit status, having printed what
 * the contract above says. `main` may return a status; nothing returned means 0.
 */
export async function runCommand<C extends CommandLine>(
  argv: readonly string[],
  commandLine: C,
  main: (parsed: ParsedCommandLine<C>) => Promise<unknown>,
  output: Output = consoleOutput,
): Promise<number> {
  if (wantsHelp(argv)) {
    output.out(commandLine.usage);
    return 0;
  }
  try {
    const status = await main(parseCommandLine(argv, commandLine));
    return typeof status === 'number' ? status : 0;
  } catch (error) {
    if (error instanceof ArgumentError) {
      output.error(`${error.message}\n\n${commandLine.usage}`);
      return 2;
    }
    const explained = explainFailure(error);
    output.error(explained === null ? error : `\n${explained}\n`);
    return 1;
  }
}

/** Runs a script's main function under the contract above, with the process's own arguments. */
export function runMain<C extends CommandLine>(
  commandLine: C,
  main: (parsed: ParsedCommandLine<C>) => Promise<unknown>,
): void {
  void runCommand(process.argv.slice(2), commandLine, main).then((status) => {
    process.exitCode = status;
  });
}
