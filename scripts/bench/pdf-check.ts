/**
 * "Check a PDF you were sent" (docs/decisions/033-issued-pdfs.md): a 200 KB PDF of a certificate
 * on the register, checked the way the page checks it, two ways:
 *   ours      the app's own checkPdf: the file hashed (SHA-256, Web Crypto), the check logged
 *             and counted with the fingerprint as its one key, then the fingerprint's entry and
 *             the index entry it names read, as anonymous visitors under the real rules;
 *   original  the check by number and names the page offered before (verifyCertificate), of the
 *             same certificate: what a visitor without the file would do instead.
 * The issue's budget: hash plus look-up within 1 s.
 */
import { collections } from '../../src/domain/collections';
import { fingerprintOf } from '../../src/domain/certificate-pdf/fingerprint';
import { CHECKS_PER_HOUR } from '../../src/domain/limits';
import { pdfIssueRefusal, planIssuePdf } from '../../src/domain/plans/issue-pdf';
import { checkPdf } from '../../src/features/verification/api/check-pdf';
import { verifyCertificate } from '../../src/features/verification/api/verify-certificate';
import { applyPlanAdmin, newEventId } from '../lib/admin/admin-plan';
import { plannedPdfIssue } from '../lib/certificate-pdf/node-pdfs';
import { BENCH_STAFF, type BenchContext } from './emulator';
import { measure } from './measure';
import type { BenchmarkResult } from './report';
import { rulesReadsUnder } from './wire';

const CHECKS = 40;
const PDF_BYTES = 200_000;
/** The issue's budget for hashing and looking up a 200 KB PDF. */
const BUDGET_MS = 1_000;

export async function benchPdfCheck({ admin, visitor }: BenchContext): Promise<BenchmarkResult> {
  const certificate = (await admin.collection(collections.certificates).limit(50).get()).docs.find(
    (snapshot) => pdfIssueRefusal(snapshot.data()) === null,
  );
  if (!certificate) throw new Error('The bench register has no valid certificate.');
  const stored = certificate.data();
  // The certificate's own PDF, padded to 200 KB, issued past the rules as the app issues one.
  const { bytes: rendered } = await plannedPdfIssue({
    certificateId: certificate.id,
    stored,
    replacesNumber: '',
    actor: BENCH_STAFF,
    eventId: newEventId(admin),
  });
  const bytes = new Uint8Array(PDF_BYTES).fill(0x20);
  bytes.set(rendered);
  const fingerprint = await fingerprintOf(bytes);
  const batch = admin.batch();
  applyPlanAdmin(
    admin,
    batch,
    planIssuePdf({
      certificateId: certificate.id,
      stored,
      bytes,
      fingerprint,
      actor: BENCH_STAFF,
      eventId: newEventId(admin),
    }),
  );
  await batch.commit();

  const visitors = new Map<number, ReturnType<typeof visitor>>();
  const visitorFor = (index: number) => {
    const number = Math.floor(index / CHECKS_PER_HOUR);
    const known = visitors.get(number) ?? visitor(`pdf-${String(number)}`);
    visitors.set(number, known);
    return known;
  };
  let exact = 0;
  const ours = await measure(
    'Ours: hash the PDF here, look its fingerprint up',
    {
      conditions: `firestore.rules, as anonymous visitors (a new one every ${CHECKS_PER_HOUR})`,
      rulesReads: rulesReadsUnder.visitor,
    },
    CHECKS,
    async (index) => {
      const outcome = await checkPdf(bytes, async () => visitorFor(index));
      if (outcome.status !== 'answered') throw new Error(`Check ${index} did not run.`);
      if (index < CHECKS && outcome.answer.kind === 'exact') exact += 1;
    },
  );
  const byNames = await measure(
    'Check by number and names',
    {
      conditions: `firestore.rules, as anonymous visitors (a new one every ${CHECKS_PER_HOUR})`,
      rulesReads: rulesReadsUnder.visitor,
    },
    CHECKS,
    async (index) => {
      await verifyCertificate(
        {
          certificateNumber: String(stored.certificateNumber),
          studentNumber: null,
          firstName: String(stored.firstName),
          surname: String(stored.surname),
        },
        async () => visitorFor(CHECKS + 1 + index),
      );
    },
  );
  const withinBudget = ours.p95Ms <= BUDGET_MS;
  return {
    title: `Checking a ${PDF_BYTES / 1000} KB PDF: ${CHECKS} checks, one at a time`,
    comparisons: [
      {
        task: 'PDF check',
        ours,
        original: byNames,
        names: ['PDF check', 'by number and names'],
      },
    ],
    notes: {
      'Checks that found the very file issued': `${exact} of ${CHECKS}`,
      [`Hash plus look-up within ${BUDGET_MS} ms (p95)`]: withinBudget ? 'yes' : 'NO',
    },
    agreed: exact === CHECKS && withinBudget,
  };
}
