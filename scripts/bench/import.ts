/**
 * Bulk import (issue 17), timed two ways on the seeded register: ours, a 1,000-row file from its
 * text to the results file, as the import screen does it (parse, dry run with its register reads,
 * each row's numbers found free by probing the registries a document at a time, rows written
 * eight at a time through the add form's transaction, results CSV), then every certificate
 * looked up as a visitor would; original, the same rows one at a time, as staff adding them
 * through the form would, with nothing parallel. Under the real rules, through the app's own SDK.
 * Runs last: it adds certificates.
 */
import { performance } from 'node:perf_hooks';

import type { Firestore } from 'firebase/firestore/lite';

import { qualifications } from '../../src/content/qualifications';
import { checkImportFile } from '../../src/domain/certificate-import';
import { checkAgainstRegister, summariseCheck } from '../../src/domain/import-register';
import { csvText } from '../../src/domain/csv';
import { importCertificates } from '../../src/features/certificates/api/import-certificates';
import { readRegisterFacts } from '../../src/features/certificates/api/import-register-facts';
import {
  fileHash,
  parseCsv,
  resultsCsv,
  templateCsv,
} from '../../src/features/certificates/utils/import-files';
import { verifyCertificate } from '../../src/features/verification/api/verify-certificate';
import { demoLearners } from '../lib/demo/demo-learners';
import { cycle } from '../lib/demo/demo-random';
import { BENCH_STAFF, type BenchContext } from './emulator';
import { measuredOnce, tallied } from './measure';
import { formatCount, type BenchmarkResult } from './report';
import { oldestSeededYear } from './seed';

const IMPORT_ROWS = 1000;
/** The one-at-a-time comparison imports fewer rows: it is there for its rate, not its total. */
const ORIGINAL_IMPORT_ROWS = 50;
const titles = qualifications.map((qualification) => qualification.title);

/** A CSV file of `rows` learners awarded in years no seeded certificate uses. */
function importFile(rows: number, firstFreeYear: number, tag: string): string {
  const header = parseCsv(templateCsv(titles[0] ?? ''))[0] ?? [];
  const body = Array.from({ length: rows }, (_, index) => {
    const learner = cycle(demoLearners, index);
    const year = firstFreeYear - (index % 4);
    const day = String(1 + (index % 28)).padStart(2, '0');
    return [
      learner.firstName,
      `${learner.surname}${tag}`,
      cycle(qualifications, index).title,
      index % 2 === 0 ? `${year}-03-${day}` : `${day}/03/${year}`,
      learner.born,
      '',
      '',
      '',
    ];
  });
  return csvText([header, ...body]);
}

/** What the import screen does from a file's text to its results file. */
async function importText(staff: Firestore, text: string, concurrency: number) {
  const bytes = new TextEncoder().encode(text);
  const hash = await fileHash(bytes.buffer as ArrayBuffer);
  const check = checkImportFile(parseCsv(text), { titles, today: '2100-01-01' });
  if (!check.ok) throw new Error(check.fileErrors.join(' '));
  const facts = await readRegisterFacts(staff, check.rows);
  const rows = checkAgainstRegister(check.rows, facts);
  const summary = summariseCheck(rows);
  if (summary.errorRows > 0) throw new Error(JSON.stringify(summary.problems.slice(0, 3)));
  const result = await importCertificates(staff, BENCH_STAFF, {
    fileHash: hash,
    fileName: 'bench.csv',
    rows: summary.ready.flatMap((row) =>
      row.details ? [{ line: row.line, details: row.details }] : [],
    ),
    concurrency,
  });
  const failed = result.outcomes.filter((outcome) => outcome.outcome === 'failed');
  if (failed.length > 0) throw new Error(`${failed.length} rows failed to import.`);
  return {
    rows,
    result,
    results: resultsCsv(rows, result.outcomes),
    dryRunReads: facts.documentsRead,
  };
}

export async function benchImport({
  staff,
  visitor,
  now,
  certificates,
}: BenchContext): Promise<BenchmarkResult> {
  const freeYear = oldestSeededYear(certificates, now.getFullYear()) - 1;

  const [ours, importMs, importTally] = await tallied(() =>
    importText(staff, importFile(IMPORT_ROWS, freeYear, 'i'), 8),
  );

  const verifyStarted = performance.now();
  const found = await Promise.all(
    ours.result.outcomes.map(async (outcome, index) => {
      if (outcome.outcome === 'failed') return false;
      const row = ours.rows[index];
      // A visitor may read only the keys of their latest check: one visitor per certificate.
      const verified = await verifyCertificate(
        {
          certificateNumber: outcome.certificateNumber,
          studentNumber: null,
          firstName: row?.input.firstName ?? '',
          surname: row?.input.surname ?? '',
        },
        async () => visitor(`import-${index}`),
      );
      return (
        verified.status === 'verified' &&
        verified.certificate.certificateNumber === outcome.certificateNumber
      );
    }),
  );
  const verifyMs = performance.now() - verifyStarted;
  const verified = found.filter(Boolean).length;

  const againStarted = performance.now();
  const again = await importText(staff, importFile(IMPORT_ROWS, freeYear, 'i'), 8);
  const againMs = performance.now() - againStarted;
  const createdAgain = again.result.outcomes.filter((outcome) => outcome.outcome === 'imported');

  const scale = IMPORT_ROWS / ORIGINAL_IMPORT_ROWS;
  const [, sampleMs, originalTally] = await tallied(() =>
    importText(staff, importFile(ORIGINAL_IMPORT_ROWS, freeYear - 4, 'o'), 1),
  );
  const originalMs = sampleMs * scale;

  return {
    title: `Import: ${formatCount(IMPORT_ROWS)} rows from file to results`,
    comparisons: [
      {
        task: `Import ${formatCount(IMPORT_ROWS)} rows`,
        ours: measuredOnce('Ours: dry run, then 8 rows at a time', importMs, importTally),
        original: measuredOnce(
          `One row at a time (${ORIGINAL_IMPORT_ROWS} rows timed, scaled to ${formatCount(IMPORT_ROWS)})`,
          originalMs,
          originalTally,
          scale,
        ),
      },
    ],
    notes: {
      'Import time (target under 30 s)': `${(importMs / 1000).toFixed(1)} s`,
      'Rows per second': Math.round((IMPORT_ROWS * 1000) / importMs),
      'Verified publicly afterwards': `${verified} of ${IMPORT_ROWS} in ${(verifyMs / 1000).toFixed(1)} s`,
      'Same file again': `${createdAgain.length} created, ${(againMs / 1000).toFixed(1)} s`,
      'Results file': `${formatCount(Buffer.byteLength(ours.results))} bytes`,
    },
    agreed: verified === IMPORT_ROWS && createdAgain.length === 0,
  };
}
