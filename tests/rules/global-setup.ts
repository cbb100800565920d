import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { RULES_PROJECT_ID } from '../support/projects';

/** Git-ignored, beside the other coverage output. */
const reportPath = join(import.meta.dirname, '../../coverage/firestore-rules.html');

/**
 * With RULES_COVERAGE=1, keep the emulator's rules coverage report after the run: every
 * expression of firestore.rules with how often it was evaluated and to what, so an untested
 * branch shows. After the whole rules suite the report runs to several hundred megabytes and
 * takes the emulator a while to write, so it is asked for, not made on every run; it is
 * streamed to disk, being larger than one string may be.
 */
export default function setup() {
  if (process.env.RULES_COVERAGE !== '1') return;
  return async function saveRulesCoverage() {
    const url = `${emulatorUrl(firestoreEmulator())}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`;
    try {
      const response = await fetch(url);
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      await mkdir(dirname(reportPath), { recursive: true });
      await pipeline(
        Readable.fromWeb(response.body as ReadableStream<Uint8Array>),
        createWriteStream(reportPath),
      );
      console.log(`Rules coverage report: ${relative(process.cwd(), reportPath)}`);
    } catch (error) {
      console.warn(`Could not save the rules coverage report from ${url}: ${String(error)}`);
    }
  };
}
