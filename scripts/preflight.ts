/**
 * npm run preflight (the first step of `npm test`): says at once, one line each, what the
 * machine lacks for the tests (Java, a Chromium) and how to install it; exits 1 if anything.
 */
import { systemChromiumProbes } from './lib/build/chromium';
import { runJavaVersion } from './lib/emulators/java';
import { preflight } from './lib/preflight';
import { runMain } from './lib/usage-error';

const commandLine = {
  usage: `Usage:
  npm run preflight   check that this machine has what \`npm test\` needs (Java, a Chromium)

It takes no options. Set CHROMIUM_PATH to use a particular Chromium.`,
} as const;

runMain(commandLine, async () => {
  const { problems, found } = preflight({ java: runJavaVersion, chromium: systemChromiumProbes() });
  if (problems.length === 0) {
    console.log(`Preflight: ${found.join(', ')}.`);
    return 0;
  }
  console.error(
    ['`npm test` cannot run on this machine yet:', ...problems.map((line) => `- ${line}`)].join(
      '\n',
    ),
  );
  return 1;
});
