import { deleteApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  getFirestore,
  Timestamp,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAppFor } from '../../scripts/lib/admin/admin-target';
import { clearProject } from '../../scripts/lib/emulators/emulator-client';
import { DEMO_CENTRES } from '../../scripts/lib/demo/demo-centres';
import {
  DEMO_CENTRE_STAFF,
  DEMO_SECOND_STAFF,
  DEMO_STAFF,
  DEMO_VERIFIER,
  seedDemoData,
} from '../../scripts/seed';
import { readPdfFonts } from '../../scripts/lib/certificate-pdf/node-fonts';
import { fingerprintOf } from '../../src/domain/certificate-pdf/fingerprint';
import { renderCertificatePdf } from '../../src/domain/certificate-pdf/render';
import { collections } from '../../src/domain/collections';
import { fingerprintPathOf, pdfCertificateOf, pdfPathOf } from '../../src/domain/plans/issue-pdf';
import { staffRoleFrom } from '../../src/domain/staff';
import { verificationKey } from '../../src/domain/verification-index';
import { historyOf, replay, trackedFields } from '../support/history';

/**
 * The demo seed against the emulators: every certificate verifies through the public index, and
 * a second run adds nothing. The register goes into a Firestore project of its own, so clearing
 * it touches no other test's data; the staff account goes into the suite's Auth project (the
 * Auth emulator logs a warning for every request to another project) and is removed afterwards.
 */

const registerProjectId = 'demo-larkfield-seed';
let authApp: App;
let registerApp: App;
let auth: Auth;
let db: Firestore;
let staffExistedBefore = false;
let secondStaffExistedBefore = false;
let verifierExistedBefore = false;
/** The demo centre accounts that were there before the tests, so are kept after them. */
const centreStaffBefore = new Set<string>();

async function clearRegister() {
  await clearProject(registerProjectId);
}

/** The number of the certificate a replacement replaces, as the seed read it. */
function replacedNumber(certificates: QuerySnapshot, snapshot: QueryDocumentSnapshot): string {
  const replaced = certificates.docs.find((other) => other.id === snapshot.get('replaces'));
  return String(replaced?.get('certificateNumber') ?? '');
}

async function count(collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}

beforeAll(async () => {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('The seed tests run only against the emulators (npm test).');
  }
  const authProjectId = process.env.GCLOUD_PROJECT ?? 'demo-larkfield';
  const hosts = {
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '',
  };
  authApp = adminAppFor({ kind: 'emulators', projectId: authProjectId, ...hosts }, 'seed-auth');
  registerApp = adminAppFor({ kind: 'emulators', projectId: registerProjectId, ...hosts }, 'seed');
  auth = getAuth(authApp);
  db = getFirestore(registerApp);
  await clearRegister();
  staffExistedBefore = await auth.getUserByEmail(DEMO_STAFF.email).then(
    () => true,
    () => false,
  );
  secondStaffExistedBefore = await auth.getUserByEmail(DEMO_SECOND_STAFF.email).then(
    () => true,
    () => false,
  );
  for (const { email } of DEMO_CENTRE_STAFF) {
    if (await auth.getUserByEmail(email).catch(() => null)) centreStaffBefore.add(email);
  }
  verifierExistedBefore = await auth.getUserByEmail(DEMO_VERIFIER.email).then(
    () => true,
    () => false,
  );
});

afterAll(async () => {
  await clearRegister();
  for (const [email, existed] of [
    [DEMO_STAFF.email, staffExistedBefore],
    [DEMO_SECOND_STAFF.email, secondStaffExistedBefore],
    ...DEMO_CENTRE_STAFF.map(({ email }) => [email, centreStaffBefore.has(email)] as const),
    [DEMO_VERIFIER.email, verifierExistedBefore],
  ] as const) {
    if (existed) continue;
    const staff = await auth.getUserByEmail(email).catch(() => null);
    if (staff) await auth.deleteUser(staff.uid);
  }
  await Promise.all([deleteApp(authApp), deleteApp(registerApp)]);
});

describe('demo seed', () => {
  it('creates the staff account and a register where every certificate verifies', async () => {
    const summary = await seedDemoData({ auth, db });

    expect(summary).toMatchObject({
      staffCreated: !staffExistedBefore,
      verifierCreated: true,
      centresAdded: 3,
      registerSeeded: true,
    });
    expect(summary.certificates).toBeGreaterThanOrEqual(40);
    const staff = await auth.getUserByEmail(DEMO_STAFF.email);
    expect(staff.customClaims ?? {}).toEqual({});
    expect(staff.emailVerified).toBe(true);
    expect((await db.collection(collections.staff).doc(staff.uid).get()).get('email')).toBe(
      DEMO_STAFF.email,
    );

    expect(await count(collections.certificates)).toBe(summary.certificates);
    expect(await count(collections.certificateNumbers)).toBe(summary.certificates);
    expect(await count(collections.studentNumbers)).toBe(summary.certificates);
    expect(await count(collections.verificationIndex)).toBe(summary.certificates * 2);
    expect(await count(collections.failedVerifications)).toBe(summary.failedVerifications);

    const certificates = await db.collection(collections.certificates).get();
    for (const snapshot of certificates.docs) {
      const certificate = snapshot.data();
      expect(certificate.createdAt).toBeInstanceOf(Timestamp);
      expect(certificate).toMatchObject({ createdBy: DEMO_STAFF.email, createdByUid: staff.uid });
      for (const [position, kind, number] of [
        [0, 'certificate', certificate.certificateNumber],
        [1, 'student', certificate.studentNumber],
      ] as const) {
        // As a visitor would type it: another case, extra spaces.
        const key = await verificationKey(
          kind,
          ` ${String(number).toLowerCase()} `,
          ` ${String(certificate.firstName).toUpperCase()}`,
          `${String(certificate.surname).toLowerCase()}  `,
        );
        expect(certificate.indexKeys[position]).toBe(key);
        const entry = await db.collection(collections.verificationIndex).doc(key).get();
        expect(entry.data()).toEqual({
          certificateId: snapshot.id,
          qualification: certificate.courseName,
          learner: certificate.fullName,
          awardedDate: certificate.awardedDate,
          certificateNumber: certificate.certificateNumber,
          centreNumber: certificate.centreNumber,
          status: certificate.status ?? 'valid',
          statusChangedAt: certificate.statusChangedAt ?? null,
        });
      }
      const registry = await db
        .collection(collections.certificateNumbers)
        .doc(String(certificate.certificateNumber))
        .get();
      expect(registry.data()).toEqual({ certificateId: snapshot.id });
    }
  });

  it('issues every valid certificate as a PDF whose bytes are its fingerprint’s', async () => {
    const certificates = await db.collection(collections.certificates).get();
    const valid = certificates.docs.filter(
      (snapshot) =>
        (snapshot.get('status') ?? 'valid') === 'valid' && !snapshot.get('pendingStatus'),
    );
    expect(valid.length).toBeGreaterThan(20);
    expect(await count(collections.certificatePdfs)).toBe(valid.length);
    for (const snapshot of valid) {
      const pdf = await db.doc(pdfPathOf(snapshot.id, 1)).get();
      const bytes = new Uint8Array(pdf.get('bytes') as Uint8Array);
      expect(await fingerprintOf(bytes)).toBe(snapshot.get('pdfFingerprint'));
      const entry = await db.doc(fingerprintPathOf(snapshot.get('pdfFingerprint'))).get();
      expect(entry.get('indexKey')).toBe(snapshot.get('indexKeys')[0]);
    }
    // Rendered again, by anyone, it is the same file (a few: each render takes a while).
    for (const snapshot of valid.slice(0, 3)) {
      const again = await renderCertificatePdf(
        pdfCertificateOf(snapshot.id, snapshot.data(), replacedNumber(certificates, snapshot)),
        await readPdfFonts(),
      );
      expect(await fingerprintOf(again)).toBe(snapshot.get('pdfFingerprint'));
    }
  });

  it('approves three centres, adds every certificate under one of them, and gives two of them their staff', async () => {
    const centres = await db.collection(collections.centres).get();
    const first = await auth.getUserByEmail(DEMO_STAFF.email);
    expect(centres.docs.map((centre) => centre.id).sort()).toEqual(['87583', '87602', '88145']);
    for (const centre of centres.docs) {
      expect(centre.data()).toMatchObject({
        name: DEMO_CENTRES.find(({ centreNumber }) => centreNumber === centre.id)?.name,
        status: 'active',
        approvedBy: DEMO_STAFF.email,
        approvedByUid: first.uid,
      });
      expect(centre.get('approvedAt')).toBeInstanceOf(Timestamp);
    }

    const certificates = (await db.collection(collections.certificates).get()).docs;
    const byCentre = new Map<string, number>();
    for (const certificate of certificates) {
      const centreNumber = String(certificate.get('centreNumber'));
      byCentre.set(centreNumber, (byCentre.get(centreNumber) ?? 0) + 1);
      const centre = centres.docs.find(({ id }) => id === centreNumber);
      // Added after the centre was approved, as the rules require.
      expect(centre?.get('approvedAt').toMillis()).toBeLessThan(
        certificate.get('createdAt').toMillis(),
      );
      // Its events name the centre it was under after each change: its latest, the centre now.
      const history = await historyOf(db, certificate.id);
      expect(history.at(-1)?.centreNumber).toBe(centreNumber);
    }
    // Spread over all three, the default centre's the most.
    expect([...byCentre.keys()].sort()).toEqual(['87583', '87602', '88145']);
    expect(Math.max(...byCentre.values())).toBe(byCentre.get('87583'));
    expect(byCentre.get('87602')).toBeGreaterThanOrEqual(3);
    expect(byCentre.get('88145')).toBeGreaterThanOrEqual(3);

    for (const account of DEMO_CENTRE_STAFF) {
      const user = await auth.getUserByEmail(account.email);
      expect(user.customClaims ?? {}).toEqual({});
      expect(user.emailVerified).toBe(true);
      const entry = (await db.collection(collections.staff).doc(user.uid).get()).data() ?? {};
      expect(entry.email).toBe(account.email);
      expect(staffRoleFrom(entry)).toEqual({ role: 'centre', centreNumber: account.centreNumber });
    }
    for (const { email } of [DEMO_STAFF, DEMO_SECOND_STAFF]) {
      const user = await auth.getUserByEmail(email);
      const entry = (await db.collection(collections.staff).doc(user.uid).get()).data() ?? {};
      expect(entry.role).toBe('admin');
    }
  });

  it('gives every certificate a complete history, with a few corrections, and the reviewed attempts theirs', async () => {
    const certificates = await db.collection(collections.certificates).get();
    let corrected = 0;
    for (const snapshot of certificates.docs) {
      const history = await historyOf(db, snapshot.id);
      expect(history[0]).toMatchObject({
        action: 'certificate.created',
        actorEmail: DEMO_STAFF.email,
        prevEventId: null,
      });
      expect(replay(history)).toEqual(trackedFields(snapshot.data()));
      if (history.length > 1) {
        corrected += 1;
        expect(snapshot.get('updatedBy')).toBe(history.at(-1)?.actorEmail);
        expect(history.at(-1)?.at.toMillis()).toBe(snapshot.get('updatedAt').toMillis());
      }
    }
    expect(corrected).toBeGreaterThanOrEqual(4 + 8);

    const suspicious = await db
      .collection(collections.failedVerifications)
      .where('status', '==', 'suspicious')
      .get();
    for (const attempt of suspicious.docs) {
      const last = await db.doc(`${collections.auditEvents}/${attempt.get('lastEventId')}`).get();
      expect(last.get('attemptId')).toBe(attempt.id);
      expect(last.get('action')).toBe(
        attempt.get('isUnderInvestigation') ? 'attempt.investigated' : 'attempt.flagged',
      );
    }
  });

  it('has certificates in every status, written as the app writes them, and one withdrawal waiting', async () => {
    const second = await auth.getUserByEmail(DEMO_SECOND_STAFF.email);
    expect(second.customClaims ?? {}).toEqual({});
    expect(second.emailVerified).toBe(true);

    const certificates = (await db.collection(collections.certificates).get()).docs;
    const inStatus = (status: string) => certificates.filter((c) => c.get('status') === status);
    expect(inStatus('suspended').length).toBeGreaterThanOrEqual(2);
    expect(inStatus('withdrawn').length).toBeGreaterThanOrEqual(2);
    expect(inStatus('replaced').length).toBeGreaterThanOrEqual(2);
    // A reinstated certificate is valid again, with its reason cleared.
    expect(certificates.some((c) => c.get('status') === 'valid')).toBe(true);

    for (const withdrawn of inStatus('withdrawn')) {
      const history = await historyOf(db, withdrawn.id);
      const requested = history.findLast((e) => e.action === 'certificate.withdrawal-requested');
      const approved = history.at(-1);
      expect(approved?.action).toBe('certificate.withdrawn');
      expect(approved?.actorUid).not.toBe(requested?.actorUid);
      expect(withdrawn.get('statusReason')).toEqual(requested?.reason);
      expect(withdrawn.get('pendingStatus')).toBeUndefined();
      expect(withdrawn.get('statusChangedAt').toMillis()).toBe(approved?.at.toMillis());
    }

    for (const old of inStatus('replaced')) {
      const replacement = await db
        .doc(`${collections.certificates}/${old.get('replacedBy')}`)
        .get();
      expect(replacement.get('replaces')).toBe(old.id);
      expect(replacement.get('firstName')).toBe(old.get('firstName'));
      expect(replacement.get('certificateNumber')).not.toBe(old.get('certificateNumber'));
      expect((await historyOf(db, old.id)).at(-1)?.action).toBe('certificate.replaced');
      // Its numbers stay registered to it for ever.
      const registry = await db
        .doc(`${collections.certificateNumbers}/${old.get('certificateNumber')}`)
        .get();
      expect(registry.get('certificateId')).toBe(old.id);
    }

    const pending = certificates.filter((c) => c.get('pendingStatus') === 'withdrawn');
    expect(pending).toHaveLength(1);
    const request = await db.doc(`${collections.statusRequests}/${pending[0]!.id}`).get();
    const first = await auth.getUserByEmail(DEMO_STAFF.email);
    expect(request.data()).toMatchObject({
      status: 'withdrawn',
      requestedBy: DEMO_STAFF.email,
      requestedByUid: first.uid,
    });
    expect(await count(collections.statusRequests)).toBe(1);
  });

  it('gives the demo employer a verifier account, invited by the first admin and accepted', async () => {
    const account = await auth.getUserByEmail(DEMO_VERIFIER.email);
    expect(account.emailVerified).toBe(true);
    const entry = await db.doc(`${collections.verifiers}/${account.uid}`).get();
    expect(entry.data()).toMatchObject({
      organisation: DEMO_VERIFIER.organisation,
      email: DEMO_VERIFIER.email,
      dailyAllowance: DEMO_VERIFIER.dailyAllowance,
      status: 'active',
      addedBy: DEMO_STAFF.email,
    });
    // Its history: the invitation sent, then accepted; the invitation itself used up.
    const joined = await db.doc(`${collections.auditEvents}/${entry.get('lastEventId')}`).get();
    expect(joined.get('action')).toBe('verifier.joined');
    const sent = await db.doc(`${collections.auditEvents}/${joined.get('prevEventId')}`).get();
    expect(sent.get('action')).toBe('invitation.sent');
    expect((await db.doc(`${collections.invitations}/${DEMO_VERIFIER.email}`).get()).exists).toBe(
      false,
    );
    // A verifier, not staff.
    expect((await db.doc(`${collections.staff}/${account.uid}`).get()).exists).toBe(false);
  });

  it('adds nothing the second time', async () => {
    const before = await count(collections.certificates);
    const summary = await seedDemoData({ auth, db });

    expect(summary).toEqual({
      staffCreated: false,
      verifierCreated: false,
      centresAdded: 0,
      registerSeeded: false,
      certificates: 0,
      failedVerifications: 0,
    });
    expect(await count(collections.certificates)).toBe(before);
    const accounts = (await auth.listUsers()).users;
    expect(accounts.filter((user) => user.email === DEMO_STAFF.email)).toHaveLength(1);
    expect(accounts.filter((user) => user.email === DEMO_SECOND_STAFF.email)).toHaveLength(1);
    expect(await count(collections.centres)).toBe(3);
  });
});
