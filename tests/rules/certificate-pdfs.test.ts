import {
  collection,
  deleteDoc,
  doc,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { PDF_BYTES_LIMIT } from '@/domain/limits';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { planStatusStep } from '@/domain/plans/status-step';
import { bea, siobhan } from '@/testing/learners';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { getDocFromServer, getDocsFromServer } from './server-reads';
import { BEA_ID, seedCertificate, SIOBHAN_ID } from './certificate-documents';
import {
  actorOf,
  authTime,
  CENTRE_A,
  clientTime,
  expectAllowed,
  expectDenied,
  firestoreAs,
  firestoreWithToken,
  LEARNER_EMAIL,
  projectId,
  restToken,
  seed,
  SIGNED_IN_AT,
  startEachTestEmpty,
  SUSPENDED_CENTRE,
  type Caller,
} from './harness';
import {
  pdfBytesFor,
  pdfEventId,
  pdfIssueWrites,
  withOtherBytes,
  type IssuedPdf,
} from './pdf-documents';
import {
  ADA_B_ID,
  ADA_ID,
  adaAtA,
  GRACE_ID,
  graceAtA,
  seedLearnerCertificates,
} from './learner-documents';
import { checkWrites, seedCheck } from './public-check-documents';
import { altering, commit, planned, without, type Write } from './writes';

/**
 * Issued PDFs and their fingerprints (docs/decisions/033-issued-pdfs.md), tried as a hostile
 * client would: bytes that do not hash to the fingerprint, a fingerprint without its PDF, a PDF
 * of another centre's certificate or of one that is not valid, a second PDF, a forged time, a
 * batch that slips in a forbidden write, and reads by anyone the PDF is not for. (No learner can
 * sign in yet: a learner's read of their own PDF comes with the learners' pages.)
 */

startEachTestEmpty();

const issue = async (who: Caller, issued: IssuedPdf | Write[]) =>
  commit(await firestoreAs(who), Array.isArray(issued) ? issued : issued.writes);

async function issuedSiobhan(): Promise<IssuedPdf> {
  await seedCertificate(SIOBHAN_ID, siobhan);
  const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan);
  await seed((db) => commit(db, issued.writes));
  return issued;
}

describe('issuing a PDF', () => {
  it('is open to an admin and to the staff of the certificate’s active centre', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    await expectAllowed(issue('staff', await pdfIssueWrites(SIOBHAN_ID, siobhan)));
    await seedCertificate(BEA_ID, bea);
    const byOtherCentre = await pdfIssueWrites(BEA_ID, bea, { actor: actorOf('otherCentreStaff') });
    await expectAllowed(issue('otherCentreStaff', byOtherCentre));
  });

  it('refuses a PDF of another centre’s certificate, or one at a suspended centre', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan, {
      actor: actorOf('otherCentreStaff'),
    });
    await expectDenied(issue('otherCentreStaff', issued));
    const closed = { ...siobhan, centreNumber: SUSPENDED_CENTRE };
    await seedCertificate('cert-closed', closed);
    const atClosed = await pdfIssueWrites('cert-closed', closed, {
      actor: actorOf('suspendedCentreStaff'),
    });
    await expectDenied(issue('suspendedCentreStaff', atClosed));
  });

  it('refuses visitors, strangers and impostors', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    for (const who of ['visitor', 'signedIn', 'unverifiedStaff', 'earlierSession'] as const) {
      const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan, { actor: actorOf(who) });
      await expectDenied(issue(who, issued));
    }
  });

  it('refuses bytes whose hash is not the fingerprint', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan);
    await expectDenied(issue('staff', withOtherBytes(issued, pdfBytesFor(SIOBHAN_ID, 'edited'))));
    // Bytes as text rather than bytes, with the fingerprint of that text.
    const asText = altering(issued.writes, issued.pdfPath, { bytes: '%PDF-1.7 cert-siobhan ' });
    await expectDenied(issue('staff', asText));
    await expectAllowed(issue('staff', issued));
  });

  it('refuses a fingerprint without its PDF, and a PDF without its fingerprint', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan);
    await expectDenied(issue('staff', without(issued.writes, issued.pdfPath)));
    await expectDenied(issue('staff', without(issued.writes, issued.fingerprintPath)));
    const [fingerprint] = issued.writes.filter((write) => write.path === issued.fingerprintPath);
    await expectDenied(issue('staff', [fingerprint!]));
    const [pdf] = issued.writes.filter((write) => write.path === issued.pdfPath);
    await expectDenied(issue('staff', [pdf!]));
  });

  it('refuses a PDF without its step on the certificate, or its event', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan);
    const certificate = `${collections.certificates}/${SIOBHAN_ID}`;
    await expectDenied(issue('staff', without(issued.writes, certificate)));
    const event = `${collections.auditEvents}/${pdfEventId(SIOBHAN_ID)}`;
    await expectDenied(issue('staff', without(issued.writes, event)));
  });

  it('refuses a forged time, a fingerprint naming another version, certificate or index key', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan);
    const { pdfPath, fingerprintPath } = issued;
    for (const writes of [
      altering(issued.writes, pdfPath, { issuedAt: clientTime() }),
      altering(issued.writes, fingerprintPath, { issuedAt: clientTime() }),
      altering(issued.writes, fingerprintPath, { version: 2 }),
      altering(issued.writes, fingerprintPath, { certificateId: BEA_ID }),
      altering(issued.writes, fingerprintPath, { indexKey: 'f'.repeat(64) }),
      altering(issued.writes, fingerprintPath, { centreNumber: SUSPENDED_CENTRE }),
      altering(issued.writes, fingerprintPath, { extra: true }),
      altering(issued.writes, pdfPath, { issuedBy: actorOf('centreStaff').email }),
      altering(issued.writes, pdfPath, { centreNumber: SUSPENDED_CENTRE }),
      altering(issued.writes, `${collections.certificates}/${SIOBHAN_ID}`, { pdfVersion: 2 }),
      // An edit passed off as the PDF's issue, whose event records no change.
      altering(issued.writes, `${collections.certificates}/${SIOBHAN_ID}`, {
        courseName: 'Another course',
      }),
    ]) {
      await expectDenied(issue('staff', writes));
    }
  });

  it('refuses a step naming another updater, breaking the history, or slipping in a second PDF', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan);
    const certificate = `${collections.certificates}/${SIOBHAN_ID}`;
    const event = `${collections.auditEvents}/${pdfEventId(SIOBHAN_ID)}`;
    const [pdf] = issued.writes.filter((write) => write.path === issued.pdfPath);
    const [entry] = issued.writes.filter((write) => write.path === issued.fingerprintPath);
    for (const writes of [
      altering(issued.writes, certificate, { updatedBy: actorOf('centreStaff').email }),
      altering(issued.writes, event, { prevEventId: 'another-event' }),
      altering(issued.writes, issued.pdfPath, { extra: true }),
      // The same PDF again under another version's id, or its entry under another fingerprint.
      [...issued.writes, { ...pdf!, path: `${collections.certificatePdfs}/${SIOBHAN_ID}_v2` }],
      [...issued.writes, { ...entry!, path: `${collections.pdfFingerprints}/${'d'.repeat(64)}` }],
    ]) {
      await expectDenied(issue('staff', writes));
    }
  });

  it('refuses bytes as text, even text that hashes to the fingerprint, and a file over the limit', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const text = '%PDF-1.7 as text';
    const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan, {
      bytes: new TextEncoder().encode(text),
    });
    await expectDenied(issue('staff', altering(issued.writes, issued.pdfPath, { bytes: text })));
    const large = new Uint8Array(PDF_BYTES_LIMIT + 1).fill(0x20);
    large.set(new TextEncoder().encode('%PDF-1.7'));
    await expectDenied(issue('staff', await pdfIssueWrites(SIOBHAN_ID, siobhan, { bytes: large })));
  });

  it('refuses a PDF or an entry filed later for a certificate that already names them', async () => {
    const issued = await issuedSiobhan();
    const [pdf] = issued.writes.filter((write) => write.path === issued.pdfPath);
    const [entry] = issued.writes.filter((write) => write.path === issued.fingerprintPath);
    // A state no rule produces: the certificate names its PDF, whose documents are gone.
    await seed(async (db) => {
      await deleteDoc(doc(db, issued.pdfPath));
      await deleteDoc(doc(db, issued.fingerprintPath));
    });
    await expectDenied(issue('staff', [pdf!]));
    await seed((db) => commit(db, [pdf!]));
    await expectDenied(issue('staff', [entry!]));
  });

  it('refuses the PDF of a suspended, withdrawn, replaced or pending certificate', async () => {
    for (const [index, standing] of [
      { status: 'suspended', statusReason: { code: 'other', note: 'Checking.' } },
      { status: 'withdrawn', statusReason: { code: 'malpractice', note: '' } },
      { status: 'replaced', replacedBy: 'cert-new' },
      { pendingStatus: 'withdrawn' },
    ].entries()) {
      const id = `cert-standing-${index}`;
      const details = {
        ...siobhan,
        certificateNumber: `08659000${index}`,
        studentNumber: `Q900000${index}`,
      };
      await seedCertificate(id, details, {
        ...standing,
        statusChangedAt: Timestamp.fromDate(new Date('2026-01-02T00:00:00Z')),
      });
      await expectDenied(issue('staff', await pdfIssueWrites(id, details, { standing })));
    }
  });

  it('issues a certificate’s PDF once: a second under the same version is refused', async () => {
    const first = await issuedSiobhan();
    const second = await pdfIssueWrites(SIOBHAN_ID, siobhan, {
      bytes: pdfBytesFor(SIOBHAN_ID, 'again'),
      eventId: 'second-pdf',
      standing: {
        lastEventId: pdfEventId(SIOBHAN_ID),
        pdfVersion: 1,
        pdfFingerprint: first.fingerprint,
      },
    });
    await expectDenied(issue('staff', second));
    // Nor can the PDF or its fingerprint be changed or removed.
    const db = await firestoreAs('staff');
    await expectDenied(updateDoc(doc(db, first.pdfPath), { centreNumber: SUSPENDED_CENTRE }));
    await expectDenied(deleteDoc(doc(db, first.pdfPath)));
    await expectDenied(updateDoc(doc(db, first.fingerprintPath), { version: 2 }));
    await expectDenied(deleteDoc(doc(db, first.fingerprintPath)));
  });

  it('refuses the PDF written again, the same bytes re-stamped, in another step of its certificate', async () => {
    const issued = await issuedSiobhan();
    const documents = await documentsForCertificate(SIOBHAN_ID, siobhan);
    const suspension = planned(
      planStatusStep({
        certificateId: SIOBHAN_ID,
        stored: {
          ...documents.certificate.data,
          lastEventId: pdfEventId(SIOBHAN_ID),
          pdfVersion: 1,
          pdfFingerprint: issued.fingerprint,
        },
        request: undefined,
        step: { kind: 'suspend', reason: { code: 'other', note: 'Checking.' } },
        actor: actorOf('staff'),
        eventId: 'suspended-1',
      }),
    );
    const [pdf] = issued.writes.filter((write) => write.path === issued.pdfPath);
    await expectDenied(issue('staff', [...suspension, pdf!]));
    await expectAllowed(issue('staff', suspension));
  });

  it('refuses a batch that mixes the PDF with a forbidden write', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    await seedCertificate(BEA_ID, bea);
    const issued = await pdfIssueWrites(SIOBHAN_ID, siobhan, { actor: actorOf('centreStaff') });
    const forbidden: Write = {
      op: 'update',
      path: `${collections.certificates}/${BEA_ID}`,
      data: { firstName: 'Beatrix' },
    };
    await expectDenied(issue('centreStaff', [...issued.writes, forbidden]));
  });
});

describe('reading a PDF and its fingerprint', () => {
  const read = async (who: Caller, path: string) =>
    getDocFromServer(doc(await firestoreAs(who), path));

  it('gives the PDF to staff who reach its certificate, and nobody else', async () => {
    const { pdfPath } = await issuedSiobhan();
    await expectAllowed(read('staff', pdfPath));
    await expectAllowed(read('centreStaff', pdfPath));
    const others = [
      'otherCentreStaff',
      'visitor',
      'signedIn',
      'unverifiedStaff',
      'learner',
      'anonymous',
    ] as const;
    for (const who of others) {
      await expectDenied(read(who, pdfPath));
    }
  });

  it('gives the PDF to the learner its certificate names, in their session, and to no other learner', async () => {
    await seedLearnerCertificates();
    const ada = await pdfIssueWrites(ADA_ID, adaAtA);
    const grace = await pdfIssueWrites(GRACE_ID, graceAtA);
    await seed((db) => commit(db, [...ada.writes, ...grace.writes]));
    await expectAllowed(read('learner', ada.pdfPath));
    await expectAllowed(read('otherLearner', grace.pdfPath));
    await expectDenied(read('learner', grace.pdfPath));
    await expectDenied(read('otherLearner', ada.pdfPath));
    // Before one is issued, she learns that there is none for hers, and nothing of another's.
    await expectAllowed(read('learner', `${collections.certificatePdfs}/${ADA_B_ID}_v1`));
    await expectDenied(read('otherLearner', `${collections.certificatePdfs}/${ADA_B_ID}_v1`));
    await expectDenied(read('learner', `${collections.certificatePdfs}/no-such-certificate_v1`));
    // A PDF stored under one certificate's id but naming another is read as the one it names.
    await seed((db) =>
      setDoc(doc(db, `${collections.certificatePdfs}/${ADA_B_ID}_v2`), {
        certificateId: GRACE_ID,
      }),
    );
    await expectDenied(read('learner', `${collections.certificatePdfs}/${ADA_B_ID}_v2`));
    // Her fingerprint is the public check's: no learner reads it but by a logged check.
    await expectDenied(read('learner', ada.fingerprintPath));
    // Her address, but a session older than the one that claimed it, an unproved address, or an
    // account that does not claim it.
    const session = (uid: string, signedInAt: number, verified = true) =>
      firestoreWithToken(uid, {
        email: LEARNER_EMAIL,
        email_verified: verified,
        auth_time: signedInAt,
      });
    const uid = actorOf('learner').uid;
    const signedInAt = authTime(SIGNED_IN_AT);
    for (const db of [
      await session(uid, signedInAt - 1),
      await session(uid, signedInAt, false),
      await session('another-account', signedInAt),
    ]) {
      await expectDenied(getDocFromServer(doc(db, ada.pdfPath)));
    }
  });

  it('gives a fingerprint and its certificate’s entry only to the visitor’s own check of it', async () => {
    const { fingerprint, fingerprintPath, indexKey } = await issuedSiobhan();
    const visitor = actorOf('visitor').uid;
    const indexPath = `${collections.verificationIndex}/${indexKey}`;
    // No check yet.
    await expectDenied(read('visitor', fingerprintPath));
    await expectDenied(read('visitor', indexPath));
    await commit(await firestoreAs('visitor'), checkWrites(visitor, 'check-1', [fingerprint]));
    await expectAllowed(read('visitor', fingerprintPath));
    await expectAllowed(read('visitor', indexPath));
    // Another visitor's check opens nothing for this one, nor does staff access.
    await expectDenied(read('otherVisitor', fingerprintPath));
    await expectDenied(read('otherVisitor', indexPath));
    await expectDenied(read('centreStaff', fingerprintPath));
  });

  it('refuses the entry to a check of another key, and anything to a caller not signed in', async () => {
    const { fingerprintPath, indexKey } = await issuedSiobhan();
    const visitor = actorOf('visitor').uid;
    const indexPath = `${collections.verificationIndex}/${indexKey}`;
    await seedCheck(visitor, 'another-key', ['c'.repeat(64)]);
    await expectDenied(read('visitor', indexPath));
    await expectDenied(read('anonymous', fingerprintPath));
    await expectDenied(read('anonymous', indexPath));
  });

  it('refuses the entry to a stale check, or a check of the fingerprint with another key', async () => {
    const { fingerprint, fingerprintPath, indexKey } = await issuedSiobhan();
    const visitor = actorOf('visitor').uid;
    const indexPath = `${collections.verificationIndex}/${indexKey}`;
    await seedCheck(visitor, 'old-check', [fingerprint], 3);
    await expectDenied(read('visitor', fingerprintPath));
    await expectDenied(read('visitor', indexPath));
    await seedCheck(visitor, 'two-keys', [fingerprint, 'e'.repeat(64)]);
    await expectAllowed(read('visitor', fingerprintPath));
    await expectDenied(read('visitor', indexPath));
  });

  it('lists no PDFs and no fingerprints, to anyone: each is read by its id alone', async () => {
    const { fingerprint } = await issuedSiobhan();
    await commit(
      await firestoreAs('visitor'),
      checkWrites(actorOf('visitor').uid, 'check-1', [fingerprint]),
    );
    for (const who of ['staff', 'centreStaff'] as const) {
      const pdfs = collection(await firestoreAs(who), collections.certificatePdfs);
      await expectDenied(getDocsFromServer(query(pdfs, where('centreNumber', '==', CENTRE_A))));
    }
    const entries = collection(await firestoreAs('visitor'), collections.pdfFingerprints);
    await expectDenied(getDocsFromServer(query(entries, where('certificateId', '==', SIOBHAN_ID))));
  });

  it('refuses the PDF over REST to a visitor and to another centre', async () => {
    const { pdfPath } = await issuedSiobhan();
    const root = `projects/${projectId}/databases/(default)/documents`;
    for (const who of ['visitor', 'otherCentreStaff'] as const) {
      const response = await fetch(`${emulatorUrl(firestoreEmulator())}/v1/${root}/${pdfPath}`, {
        headers: { Authorization: `Bearer ${restToken(who)}` },
      });
      expect(response.status).toBe(403);
    }
    const created = await fetch(
      `${emulatorUrl(firestoreEmulator())}/v1/${root}/${collections.pdfFingerprints}?documentId=${'d'.repeat(64)}`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${restToken('staff')}` },
        body: JSON.stringify({ fields: { certificateId: { stringValue: SIOBHAN_ID } } }),
      },
    );
    expect(created.status).toBe(403);
  });

  it('refuses a learner’s PDF over REST to another learner, and gives it to her', async () => {
    await seedLearnerCertificates();
    const ada = await pdfIssueWrites(ADA_ID, adaAtA);
    await seed((db) => commit(db, ada.writes));
    const root = `projects/${projectId}/databases/(default)/documents`;
    const get = (who: 'learner' | 'otherLearner') =>
      fetch(`${emulatorUrl(firestoreEmulator())}/v1/${root}/${ada.pdfPath}`, {
        headers: { Authorization: `Bearer ${restToken(who)}` },
      });
    expect((await get('otherLearner')).status).toBe(403);
    expect((await get('learner')).status).toBe(200);
  });
});
