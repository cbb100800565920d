/**
 * An employer's batch check (docs/decisions/030-verifier-batch-checks.md): 1,000 candidates of a
 * CSV file, checked end to end the way /verify/batch checks them, beside the same candidates
 * checked one at a time on the public page:
 *   ours      the app's own runBatchCheck, as a verifier under the real rules: the file's rows
 *             through the page's dry run (checkBatchFile), logged in batches of 100 counted in
 *             the verifier's day, the index read by key, each row's result kept on the receipt
 *             and each miss filed for review;
 *   single    verifyCertificate, the public check, once per candidate, as anonymous visitors (a
 *             new one every CHECKS_PER_HOUR checks: one visitor may make no more), each check
 *             logged and counted, each miss filed.
 * The targets: the batch within 30 s, at most 3 documents read per row.
 */
import { collections } from '../../src/domain/collections';
import { batchColumns, checkBatchFile, type BatchRow } from '../../src/domain/batch-check';
import { CHECKS_PER_HOUR, DAILY_ALLOWANCE_MAX } from '../../src/domain/limits';
import { verifyCertificate } from '../../src/features/verification/api/verify-certificate';
import { runBatchCheck } from '../../src/features/verifiers/api/run-batch';
import { publicSdk } from '../../src/lib/public-firestore';
import { liteClients } from '../lib/emulators/emulator-client';
import type { BenchContext } from './emulator';
import { measure } from './measure';
import type { BenchmarkResult } from './report';
import { rulesReadsUnder } from './wire';

const ROWS = 1_000;
/** A candidate in ten whose names are not the record's: a miss, filed for review. */
const MISS_EVERY = 10;
/** A few rows to warm the clients and the rules up before the timed run. */
const WARM_UP_ROWS = 10;
const TARGET_MS = 30_000;
const TARGET_READS_PER_ROW = 3;

const BENCH_VERIFIER = {
  uid: 'bench-verifier',
  email: 'checks@acme-recruitment.example',
  organisation: 'Acme Recruitment',
};

type Candidate = { number: string; firstName: string; surname: string };

/** The file an employer would upload: the template's header, then one row per candidate. */
function batchFile(candidates: readonly Candidate[]): readonly BatchRow[] {
  const table = [
    batchColumns.map((column) => column.header),
    ...candidates.map((candidate, index) => [
      candidate.number,
      candidate.firstName,
      candidate.surname,
      '',
      '',
      `Applicant ${String(index + 1)}`,
    ]),
  ];
  const checked = checkBatchFile(table);
  if (!checked.ok) throw new Error(`The bench file is refused: ${checked.fileErrors.join(' ')}`);
  const problems = checked.rows.filter((row) => row.errors.length > 0);
  if (problems.length > 0) {
    throw new Error(`${String(problems.length)} rows of the bench file have problems.`);
  }
  return checked.rows;
}

/**
 * ROWS candidates from the register: each certificate by its certificate number and, when the
 * register is smaller than the file, again by its student number; every MISS_EVERY-th with a
 * first name that is not the record's.
 */
async function candidatesFrom({ admin }: BenchContext): Promise<Candidate[]> {
  const snapshot = await admin.collection(collections.certificates).limit(ROWS).get();
  const records = snapshot.docs.map((document) => document.data());
  const candidates: Candidate[] = [];
  for (const field of ['certificateNumber', 'studentNumber'] as const) {
    for (const record of records) {
      if (candidates.length === ROWS) break;
      const index = candidates.length;
      candidates.push({
        number: String(record[field]),
        firstName: index % MISS_EVERY === MISS_EVERY - 1 ? 'Nobody' : String(record.firstName),
        surname: String(record.surname),
      });
    }
  }
  if (candidates.length < ROWS) {
    throw new Error(`The bench register has too few certificates for ${String(ROWS)} rows.`);
  }
  return candidates;
}

export async function benchBatchCheck(context: BenchContext): Promise<BenchmarkResult> {
  const { admin, projectId, visitor } = context;
  // The verifier's account, as accepting an admin's invitation makes it, at the largest allowance:
  // the warm-up and the run fit in one day's rows.
  await admin.doc(`${collections.verifiers}/${BENCH_VERIFIER.uid}`).set({
    organisation: BENCH_VERIFIER.organisation,
    email: BENCH_VERIFIER.email,
    dailyAllowance: DAILY_ALLOWANCE_MAX,
    status: 'active',
    addedBy: 'bench',
    addedAt: new Date(Date.now() - 60_000),
    accessEventId: 'bench-verifier-joined',
    lastEventId: 'bench-verifier-joined',
  });
  await admin.doc(`${collections.batchQuota}/${BENCH_VERIFIER.uid}`).delete();
  const clients = liteClients('bench-verifier');
  const checker = {
    db: clients.as(projectId, {
      sub: BENCH_VERIFIER.uid,
      email: BENCH_VERIFIER.email,
      email_verified: true,
    }),
    sdk: publicSdk,
    uid: BENCH_VERIFIER.uid,
  };

  const candidates = await candidatesFrom(context);
  const rows = batchFile(candidates);
  const warmUp = batchFile(candidates.slice(0, WARM_UP_ROWS));
  const outcomes = { found: 0, noMatch: 0, other: 0 };
  try {
    const batch = await measure(
      `One batch of ${String(ROWS)} rows`,
      {
        conditions: 'firestore.rules, as a verifier (the rules’ own reads not counted)',
        rulesReads: rulesReadsUnder.visitor,
      },
      1,
      async (index) => {
        const timed = index === 0;
        const run = await runBatchCheck({
          checker,
          organisation: BENCH_VERIFIER.organisation,
          dailyAllowance: DAILY_ALLOWANCE_MAX,
          rows: timed ? rows : warmUp,
          userAgent: 'Mozilla/5.0 (benchmark)',
        });
        if (!timed) return;
        for (const outcome of run.outcomes.values()) {
          if (outcome.kind === 'found') outcomes.found += 1;
          else if (outcome.kind === 'no-match') outcomes.noMatch += 1;
          else outcomes.other += 1;
        }
      },
    );

    const visitors = new Map<number, ReturnType<typeof visitor>>();
    const visitorFor = (check: number) => {
      const number = Math.floor(check / CHECKS_PER_HOUR);
      const known = visitors.get(number) ?? visitor(`batch-single-${String(number)}`);
      visitors.set(number, known);
      return known;
    };
    let singleFound = 0;
    const single = await measure(
      `${String(ROWS)} single public checks`,
      {
        conditions: `firestore.rules, as anonymous visitors (a new one every ${String(CHECKS_PER_HOUR)})`,
        rulesReads: rulesReadsUnder.visitor,
      },
      1,
      async (index) => {
        const timed = index === 0;
        const list = timed ? rows : warmUp;
        for (const [position, row] of list.entries()) {
          if (!row.query) continue;
          const check = timed ? WARM_UP_ROWS + position : position;
          const outcome = await verifyCertificate(row.query, async () => visitorFor(check));
          if (timed && outcome.status === 'verified') singleFound += 1;
        }
      },
    );

    const perRow = (figure: number) => (figure / ROWS).toFixed(2);
    const withinTime = batch.p50Ms <= TARGET_MS;
    const withinReads = batch.documentsRead / ROWS <= TARGET_READS_PER_ROW;
    return {
      title: `A batch check of ${String(ROWS)} candidates, and the same one at a time`,
      comparisons: [
        {
          task: `${String(ROWS)} candidates`,
          ours: batch,
          original: single,
          names: ['batch check', 'single checks'],
        },
      ],
      notes: {
        'Batch: found, no match, other': `${String(outcomes.found)}, ${String(outcomes.noMatch)}, ${String(outcomes.other)}`,
        'Single checks that found their certificate': singleFound,
        'Batch: documents read per row': perRow(batch.documentsRead),
        'Batch: documents written per row': perRow(batch.documentsWritten),
        'Single checks: documents read per row': perRow(single.documentsRead),
        'Single checks: documents written per row': perRow(single.documentsWritten),
        [`Batch within ${String(TARGET_MS / 1000)} s`]: withinTime ? 'yes' : 'NO',
        [`Batch within ${String(TARGET_READS_PER_ROW)} documents read per row`]: withinReads
          ? 'yes'
          : 'NO',
      },
      // The two ways must agree on what they found, or the timings compare different work.
      agreed:
        outcomes.other === 0 &&
        outcomes.found === singleFound &&
        outcomes.found + outcomes.noMatch === ROWS,
    };
  } finally {
    await clients.close();
  }
}
