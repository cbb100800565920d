import { describe, expect, it } from 'vitest';

import {
  ArgumentError,
  explainFailure,
  runCommand,
  UsageError,
  wantsHelp,
  wholeNumber,
  type CommandLine,
} from './usage-error';

const commandLine = {
  usage: 'Usage:\n  npm run thing -- [--count <n>] [--dry-run] <name>',
  options: { count: { type: 'string', default: '1' }, 'dry-run': { type: 'boolean' } },
  allowPositionals: true,
} as const satisfies CommandLine;

/** Runs a command line as a script would, recording what it printed and whether main ran. */
async function run(argv: string[], main: () => Promise<unknown> = async () => undefined) {
  const out: string[] = [];
  const errors: unknown[] = [];
  let ran = false;
  const status = await runCommand(
    argv,
    commandLine,
    async (parsed) => {
      ran = true;
      wholeNumber(parsed.values.count, '--count', 1);
      return main();
    },
    { out: (text) => out.push(text), error: (value) => errors.push(value) },
  );
  return { status, out: out.join('\n'), errors, error: errors.map(String).join('\n'), ran };
}

describe('the command-line contract', () => {
  it('prints the usage for --help and -h, exits 0 and runs nothing, whatever else is there', async () => {
    for (const argv of [['--help'], ['-h'], ['--bogus', '--help'], ['x', '--count', 'y', '-h']]) {
      const result = await run(argv);
      expect(result, argv.join(' ')).toMatchObject({ status: 0, ran: false, errors: [] });
      expect(result.out).toBe(commandLine.usage);
    }
  });

  it('treats --help after -- as an argument, not a request for help', () => {
    expect(wantsHelp(['exec', '--', '--help'])).toBe(false);
    expect(wantsHelp(['exec', 'vitest --help'])).toBe(false);
  });

  it.each([
    [['--bogus'], 'Unknown option --bogus.'],
    [['-x'], 'Unknown option -x.'],
    [['--count'], '--count needs a value.'],
    [['--dry-run=yes'], '--dry-run takes no value.'],
    [['--count', 'many'], '--count must be a whole number of at least 1 (got "many").'],
    [['--count', '0'], '--count must be a whole number of at least 1 (got "0").'],
  ])('refuses %j with one line and the usage, exit 2, before main runs', async (argv, line) => {
    const result = await run(argv);
    expect(result.status).toBe(2);
    expect(result.out).toBe('');
    expect(result.error).toBe(`${line}\n\n${commandLine.usage}`);
    expect(result.error).not.toMatch(/\n\s+at /);
  });

  it('refuses words a command does not take', async () => {
    const strict = { usage: 'Usage: none' } satisfies CommandLine;
    const errors: unknown[] = [];
    const status = await runCommand(['stray'], strict, async () => 0, {
      out: () => undefined,
      error: (value) => errors.push(value),
    });
    expect(status).toBe(2);
    expect(errors).toEqual(['Unexpected argument stray.\n\nUsage: none']);
  });

  it("passes main's status on, and 0 when it returns nothing", async () => {
    expect((await run(['a'], async () => 3)).status).toBe(3);
    expect((await run(['a'])).status).toBe(0);
  });

  it('prints an ArgumentError from main with the usage, exit 2', async () => {
    const result = await run(['a'], () => Promise.reject(new ArgumentError('Which name?')));
    expect(result).toMatchObject({ status: 2, error: `Which name?\n\n${commandLine.usage}` });
  });

  it('prints a UsageError as its message alone, exit 1', async () => {
    const result = await run(['a'], () => Promise.reject(new UsageError('Java was not found.')));
    expect(result).toMatchObject({ status: 1, error: '\nJava was not found.\n' });
  });

  it('says what to run when nothing answers where the emulators should be, without a stack', async () => {
    // As the Admin SDK reports it: the refused connection is in the message.
    const adminSdk = new Error(
      'Error while making request: connect ECONNREFUSED 127.0.0.1:9099. Error code: ECONNREFUSED',
    );
    const result = await run(['a'], () => Promise.reject(adminSdk));
    expect(result.status).toBe(1);
    expect(result.error).toBe(
      '\nNothing answered at 127.0.0.1:9099 (connection refused). If the emulators should be there, start them first in another terminal: `npm start` or `npm run emulators -- start`.\n',
    );
  });

  it("finds the refused connection in fetch's cause", () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 8080,
    });
    const fetchFailed = new TypeError('fetch failed', { cause });
    expect(explainFailure(fetchFailed)).toMatch(/^Nothing answered at 127\.0\.0\.1:8080 /);
  });

  it('says how to give credentials when Google finds none', () => {
    const error = new Error('Could not load the default credentials. Browse to https://...');
    expect(explainFailure(error)).toMatch(/set GOOGLE_APPLICATION_CREDENTIALS/);
  });

  it('reports anything else in full, with its stack, exit 1', async () => {
    const bug = new RangeError('index out of range');
    const result = await run(['a'], () => Promise.reject(bug));
    expect(result.status).toBe(1);
    expect(result.errors).toEqual([bug]);
  });
});
