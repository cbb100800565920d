import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { RULES_PROJECT_ID } from '../support/projects';

/** Git-ignored, beside the other coverage output. */
const reportPath = join(import.meta.dirname, '../../coverage/firestore-rules.html');

/**
 * After the run, keep the emulator's rules coverage report: every expression of
 * firestore.rules with how often it was evaluated and to what, so an untested branch shows.
 */
export default function setup() {
  return async function saveRulesCoverage() {
    const url = `${emulatorUrl(firestoreEmulator())}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`;
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await mkdir(dirname(reportPath), { recursive: true });
      await writeFile(reportPath, await response.text());
      console.log(`Rules coverage report: ${relative(process.cwd(), reportPath)}`);
    } catch (error) {
      console.warn(`Could not save the rules coverage report from ${url}: ${String(error)}`);
    }
  };
}
