import { describe, expect, it } from 'vitest';

import { DEBIAN_CHROMIUM, findChromium, type ChromiumProbes } from './build/chromium';
import { assertJavaAvailable, checkJava, type JavaProbe } from './emulators/java';
import { preflight } from './preflight';

/** The preflight of `npm test` on imagined machines: every probe is injected. */

const PLAYWRIGHTS = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

function machine(options: { chromiumPath?: string; executables?: string[] }): ChromiumProbes {
  const executables = new Set(options.executables ?? []);
  return {
    chromiumPath: options.chromiumPath,
    isExecutable: (file) => executables.has(file),
    playwrightChromium: () => PLAYWRIGHTS,
  };
}

const java17: JavaProbe = () => 'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment';
const java8: JavaProbe = () => 'java version "1.8.0_392"';
const noJava: JavaProbe = () => null;
const oddJava: JavaProbe = () => 'something else entirely';

const INSTALL_CHROMIUM =
  "install Debian's with `apt-get install chromium` (Debian and Ubuntu, as root), or Playwright's own with `npx playwright install chromium` where downloads are possible";
const INSTALL_JAVA =
  'install one with `apt-get install openjdk-17-jre-headless` (Debian and Ubuntu, as root)';

describe('which Chromium the end-to-end tests use', () => {
  it('takes the one CHROMIUM_PATH names, before any other', () => {
    const probes = machine({
      chromiumPath: '/opt/chrome/chrome',
      executables: ['/opt/chrome/chrome', DEBIAN_CHROMIUM, PLAYWRIGHTS],
    });
    expect(findChromium(probes)).toEqual({
      found: true,
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it('refuses a CHROMIUM_PATH that leads nowhere rather than quietly using another', () => {
    const probes = machine({ chromiumPath: '/nowhere/chrome', executables: [DEBIAN_CHROMIUM] });
    expect(findChromium(probes)).toEqual({
      found: false,
      problem: `CHROMIUM_PATH is /nowhere/chrome, which is not a program that can be run: point it at a Chromium, or unset it and ${INSTALL_CHROMIUM}.`,
    });
  });

  it("takes Debian's, then the one Playwright installed", () => {
    expect(findChromium(machine({ executables: [DEBIAN_CHROMIUM, PLAYWRIGHTS] }))).toEqual({
      found: true,
      path: DEBIAN_CHROMIUM,
      source: 'Debian',
    });
    expect(findChromium(machine({ executables: [PLAYWRIGHTS] }))).toEqual({
      found: true,
      path: PLAYWRIGHTS,
      source: 'Playwright',
    });
  });

  it('says how to install one when there is none', () => {
    expect(findChromium(machine({}))).toEqual({
      found: false,
      problem: `No Chromium for the end-to-end tests: ${INSTALL_CHROMIUM}, or set CHROMIUM_PATH to one.`,
    });
  });
});

describe('the Java check', () => {
  it.each([
    [java17, { ok: true, major: 17 }],
    [() => 'openjdk version "11.0.2" 2019-01-15', { ok: true, major: 11 }],
    [
      java8,
      {
        ok: false,
        problem: `Java 8 is too old: the Firestore emulator needs Java 11 or later; ${INSTALL_JAVA}.`,
      },
    ],
    [
      noJava,
      {
        ok: false,
        problem: `Java was not found: the Firestore emulator needs Java 11 or later on the PATH; ${INSTALL_JAVA}.`,
      },
    ],
    [
      oddJava,
      {
        ok: false,
        problem:
          'Could not tell which Java this is from `java -version`; the Firestore emulator needs Java 11 or later.',
      },
    ],
  ])('%#: reads the machine', (probe, expected) => {
    expect(checkJava(probe)).toEqual(expected);
  });

  it('stops a script that starts the emulators with the same line', () => {
    expect(() => assertJavaAvailable(java8)).toThrow(/^Java 8 is too old/);
    expect(assertJavaAvailable(java17)).toBe(17);
  });
});

describe('the preflight of npm test', () => {
  // Each machine, and the line the preflight must print for it (null: nothing missing).
  const chromiums: [string, ChromiumProbes, string | null][] = [
    ['CHROMIUM_PATH', machine({ chromiumPath: '/opt/c', executables: ['/opt/c'] }), null],
    ["Debian's Chromium", machine({ executables: [DEBIAN_CHROMIUM] }), null],
    ["Playwright's Chromium", machine({ executables: [PLAYWRIGHTS] }), null],
    [
      'a CHROMIUM_PATH to nothing',
      machine({ chromiumPath: '/nowhere', executables: [DEBIAN_CHROMIUM] }),
      `CHROMIUM_PATH is /nowhere, which is not a program that can be run: point it at a Chromium, or unset it and ${INSTALL_CHROMIUM}.`,
    ],
    [
      'no Chromium',
      machine({}),
      `No Chromium for the end-to-end tests: ${INSTALL_CHROMIUM}, or set CHROMIUM_PATH to one.`,
    ],
  ];
  const javas: [string, JavaProbe, string | null][] = [
    ['Java 17', java17, null],
    [
      'Java 8',
      java8,
      `Java 8 is too old: the Firestore emulator needs Java 11 or later; ${INSTALL_JAVA}.`,
    ],
    [
      'no Java',
      noJava,
      `Java was not found: the Firestore emulator needs Java 11 or later on the PATH; ${INSTALL_JAVA}.`,
    ],
  ];

  for (const [chromiumName, chromium, chromiumLine] of chromiums) {
    for (const [javaName, java, javaLine] of javas) {
      it(`with ${chromiumName} and ${javaName}: one line per missing thing`, () => {
        const expected = [javaLine, chromiumLine].filter((line) => line !== null);
        expect(preflight({ java, chromium }).problems).toEqual(expected);
      });
    }
  }

  it('names what it found when nothing is missing', () => {
    expect(preflight({ java: java17, chromium: machine({ executables: [PLAYWRIGHTS] }) })).toEqual({
      problems: [],
      found: ['Java 17', `Chromium ${PLAYWRIGHTS} (Playwright)`],
    });
  });

  it('lists both lines, each with its install command, on a machine with neither', () => {
    expect(preflight({ java: noJava, chromium: machine({}) }).problems).toEqual([
      `Java was not found: the Firestore emulator needs Java 11 or later on the PATH; ${INSTALL_JAVA}.`,
      `No Chromium for the end-to-end tests: ${INSTALL_CHROMIUM}, or set CHROMIUM_PATH to one.`,
    ]);
  });
});
