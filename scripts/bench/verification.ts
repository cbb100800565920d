/**
 * Public certificate verification, 300 attempts of which half match a certificate, sent one at
 * a time the way visitors send them, two ways:
 *   ours      the app's own verifyCertificate: the check logged and counted in one commit, then
 *             one `get` by key from the verification index (a second for the student number
 *             only when the first finds nothing), as anonymous visitors under the real rules,
 *             a new visitor every CHECKS_PER_VISITOR attempts (the hourly quota);
 *   original  the first version's way (docs/product.md, The first version's data access): query
 *             certificates where certificateNumber equals the input and compare the names in
 *             the browser, then the same by student number. Our rules
 *             refuse that query to the public, so it runs as staff, who may list certificates.
 * Both record each miss in failedVerifications, ours under its check's id as the page does; the
 * original as the staff member, under a check logged for it (the rules file no attempt without
 * one), so each attempt costs at least what a visitor's attempt costs. The emulator answers the
 * original's equality queries by scanning every certificate, where Firestore reads an index, so
 * most of its time gap at 10,000 certificates is the emulator's; the smaller register shows the
 * gap without it.
 */
import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore/lite';

import { statusFrom } from '../../src/domain/certificate-status';
import { collections } from '../../src/domain/collections';
import { CHECKS_PER_HOUR } from '../../src/domain/limits';
import type { VerificationQuery } from '../../src/domain/verification-input';
import { normaliseName } from '../../src/domain/verification-index';
import { checkKeysFor, type FoundCertificate } from '../../src/domain/public-check';
import { logCheck, recordFailedVerification } from '../../src/lib/public-check';
import { verifyCertificate } from '../../src/features/verification/api/verify-certificate';
import { publicSdk } from '../../src/lib/public-firestore';
import { BENCH_STAFF, type BenchContext } from './emulator';
import { measure } from './measure';
import { EQUALITY_QUERIES_SCAN, type BenchmarkResult } from './report';
import { queryOf, verificationAttempts } from './verification-attempts';
import { collectionOf, rulesReadsUnder, type RulesReads, type WireRequest } from './wire';

const ATTEMPTS = 300;
/** Checks each anonymous visitor makes: the rules' hourly quota. */
const CHECKS_PER_VISITOR = CHECKS_PER_HOUR;
const USER_AGENT = 'Mozilla/5.0 (benchmark)';

/** The first version's lookup: an equality query by number, then the names compared after. */
async function originalLookup(
  db: Firestore,
  verification: VerificationQuery,
): Promise<FoundCertificate | null> {
  const byNumber = async (field: 'certificateNumber' | 'studentNumber', number: string) => {
    const snapshot = await getDocs(
      query(collection(db, collections.certificates), where(field, '==', number)),
    );
    const match = snapshot.docs.find(
      (row) =>
        normaliseName(String(row.get('firstName'))) === verification.firstName &&
        normaliseName(String(row.get('surname'))) === verification.surname,
    );
    if (!match) return null;
    return {
      certificateId: match.id,
      qualification: String(match.get('courseName')),
      learner: String(match.get('fullName')),
      awardedDate: String(match.get('awardedDate')),
      certificateNumber: String(match.get('certificateNumber')),
      centreNumber: String(match.get('centreNumber')),
      status: statusFrom(match.get('status')),
      statusChangedAt: null,
    };
  };
  if (verification.certificateNumber) {
    const found = await byNumber('certificateNumber', verification.certificateNumber);
    if (found) return found;
  }
  return verification.studentNumber ? byNumber('studentNumber', verification.studentNumber) : null;
}

const touches = (request: WireRequest, collection: string) =>
  request.documents.some((name) => collectionOf(name) === collection);

/**
 * What the rules read for the public check's requests (decision 022), one per document per
 * request: an index get reads the visitor's quota; a visitor's own quota, nothing; the commit
 * logging a check reads the check and the quota (each checks the other), and, for a checker
 * past the hourly quota (only staff may be), the staff-directory entry; a failed attempt reads
 * its check and tests whether each of the check's one or two keys has an index entry. Other
 * requests are the caller's as `others` says.
 */
function publicCheckReads(others: RulesReads): RulesReads {
  let checksLogged = 0;
  return (request) => {
    if (touches(request, collections.verificationIndex) && request.rpc !== 'commit') return 1;
    if (touches(request, collections.verifierQuota) && request.rpc !== 'commit') return 0;
    if (request.rpc !== 'commit') return others(request);
    if (touches(request, collections.verificationChecks)) {
      checksLogged += 1;
      return 2 + (checksLogged > CHECKS_PER_HOUR ? 1 : 0);
    }
    if (touches(request, collections.failedVerifications)) return 1 + (request.attemptNumbers ?? 0);
    return others(request);
  };
}

export async function benchVerification({
  admin,
  staff,
  visitor,
  now,
  certificates,
}: BenchContext): Promise<BenchmarkResult> {
  const attempts = verificationAttempts(ATTEMPTS + 1, certificates, now.getFullYear());
  const queries = attempts.map((attempt) => queryOf(attempt.input));
  const queryAt = (index: number) => queries[index] as VerificationQuery;
  const staffChecker = { db: staff, sdk: publicSdk, uid: BENCH_STAFF.uid, isNew: false };
  const visitors = new Map<number, ReturnType<typeof visitor>>();
  const visitorFor = (index: number) => {
    const number = Math.floor(index / CHECKS_PER_VISITOR);
    const known = visitors.get(number) ?? visitor(String(number));
    visitors.set(number, known);
    return known;
  };
  const found = { ours: [] as (string | null)[], original: [] as (string | null)[] };

  // The page records the browser's user agent; Node 20 has none, so the bench lends it its own.
  if (!('navigator' in globalThis)) {
    Object.defineProperty(globalThis, 'navigator', {
      value: { userAgent: USER_AGENT },
      configurable: true,
    });
  }
  const failedAttempts = async () =>
    (await admin.collection(collections.failedVerifications).count().get()).data().count;
  const recorded = { before: await failedAttempts(), ours: 0, original: 0 };

  const ours = await measure(
    'Ours: get by key from the verification index',
    {
      conditions: `firestore.rules, as anonymous visitors (a new one every ${CHECKS_PER_VISITOR})`,
      rulesReads: publicCheckReads(rulesReadsUnder.visitor),
    },
    ATTEMPTS,
    async (index) => {
      const verification = queryAt(index);
      const outcome = await verifyCertificate(verification, async () => visitorFor(index));
      const entry = outcome.status === 'verified' ? outcome.certificate : null;
      if (outcome.status !== 'verified' && outcome.status !== 'failed') {
        throw new Error(`Attempt ${index} did not run: ${outcome.status}`);
      }
      if (index < ATTEMPTS) found.ours[index] = entry ? entry.certificateId : null;
    },
  );

  recorded.ours = (await failedAttempts()) - recorded.before;

  const original = await measure(
    "Spec's original: query certificates by number, compare names",
    {
      conditions: 'firestore.rules, as staff (misses logged as a check by staff)',
      rulesReads: publicCheckReads(rulesReadsUnder.staff),
    },
    ATTEMPTS,
    async (index) => {
      const verification = queryAt(index);
      const entry = await originalLookup(staff, verification);
      if (!entry) {
        const keys = await checkKeysFor(verification);
        const checkId = await logCheck(
          staffChecker,
          keys.map(({ key }) => key),
        );
        await recordFailedVerification(verification, staffChecker, checkId, USER_AGENT);
      }
      if (index < ATTEMPTS) found.original[index] = entry ? entry.certificateId : null;
    },
  );

  recorded.original = (await failedAttempts()) - recorded.before - recorded.ours;
  const expected = attempts.slice(0, ATTEMPTS).filter((attempt) => attempt.matches).length;
  // Every timed miss and the warm-up's, if it missed.
  const misses = ATTEMPTS - expected + (attempts[ATTEMPTS]?.matches === false ? 1 : 0);
  const verified = found.ours.filter((id) => id !== null).length;
  const asExpected = attempts
    .slice(0, ATTEMPTS)
    .every((attempt, index) => (found.ours[index] !== null) === attempt.matches);
  const sameAnswers = found.ours.every((id, index) => found.original[index] === id);

  return {
    title: `Certificate verification: ${ATTEMPTS} attempts, one at a time`,
    comparisons: [
      { task: 'Verification attempt', ours, original, emulatorNote: EQUALITY_QUERIES_SCAN },
    ],
    notes: {
      'Attempts that matched a certificate': `${verified} of ${ATTEMPTS} (${expected} expected)`,
      'Every attempt answered as expected': asExpected ? 'yes' : 'NO',
      'Same certificate found both ways for every attempt': sameAnswers ? 'yes' : 'NO',
      'Misses recorded in failedVerifications': `${recorded.ours} ours, ${recorded.original} original (${misses} expected each way)`,
    },
    agreed: asExpected && sameAnswers && recorded.ours === misses && recorded.original === misses,
  };
}
