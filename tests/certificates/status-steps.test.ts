import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import type { StatusReason } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { VerificationQuery } from '@/domain/verification-input';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import { ReplacementRefusedError } from '@/features/certificates/api/replace-certificate';
import {
  StatusStepRefusedError,
  takeStatusStep,
  type StatusStep,
} from '@/features/certificate-status/api/take-status-step';
import { saveStudentDetails } from '@/features/students/api/save-student-details';
import { CertificateLockedError } from '@/domain/plans/edit';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';
import { ada } from '@/testing/learners';

import {
  asAdmin,
  staffActor,
  staffClient,
  useEmptyDatabase,
  visitorChecker,
} from '../support/certificates-clients';

/**
 * Suspending, reinstating, withdrawing (by two people) and replacing certificates, through the
 * app's own functions, against the emulator and the real rules; and what a verifier sees after
 * each step.
 */

useEmptyDatabase();

const malpractice: StatusReason = { code: 'malpractice', note: 'Coursework copied.' };

async function addAda(): Promise<string> {
  return (await addCertificate(staffClient(0), ada, staffActor(0))).id;
}

function step(id: string, who: number, taken: StatusStep) {
  return takeStatusStep(staffClient(who), id, taken, staffActor(who));
}

/**
 * What a visitor sees for Ada by her certificate number and by her student number, checking as
 * the public page does (a new visitor each time, so no quota runs out).
 */
async function verifierSees(details = ada) {
  const names = { firstName: details.firstName, surname: details.surname };
  const check = async (query: VerificationQuery) => {
    const visitor = visitorChecker();
    const outcome = await verifyCertificate(query, async () => visitor);
    return outcome.status === 'verified' ? outcome.certificate : null;
  };
  const [byCertificate, byStudent] = await Promise.all([
    check({ certificateNumber: details.certificateNumber, studentNumber: null, ...names }),
    check({ certificateNumber: null, studentNumber: details.studentNumber, ...names }),
  ]);
  expect(byStudent?.status).toBe(byCertificate?.status);
  return byCertificate;
}

async function stored(id: string) {
  return asAdmin(async (db) => (await getDoc(doc(db, collections.certificates, id))).data());
}

async function actionsOf(id: string) {
  return asAdmin(async (db) => {
    const events = await getDocs(
      query(collection(db, collections.auditEvents), where('certificateId', '==', id)),
    );
    return events.docs
      .map((event) => event.data())
      .sort((a, b) => a.at.toMillis() - b.at.toMillis())
      .map((event) => event.action);
  });
}

describe('certificate status', () => {
  it('a suspension puts the certificate under review for verifiers at once; reinstating ends it', async () => {
    const id = await addAda();
    await step(id, 0, { kind: 'suspend', reason: malpractice });
    expect(await stored(id)).toMatchObject({ status: 'suspended', statusReason: malpractice });
    expect(await verifierSees()).toMatchObject({ status: 'suspended' });

    await step(id, 1, { kind: 'reinstate' });
    expect(await stored(id)).toMatchObject({ status: 'valid', statusReason: null });
    expect(await verifierSees()).toMatchObject({ status: 'valid' });
    expect(await actionsOf(id)).toEqual([
      'certificate.created',
      'certificate.suspended',
      'certificate.reinstated',
    ]);
  });

  it('a withdrawal needs a second person: the one who asked can neither approve nor reject it', async () => {
    const id = await addAda();
    await step(id, 0, { kind: 'request-withdrawal', reason: malpractice });
    expect(await stored(id)).toMatchObject({ pendingStatus: 'withdrawn' });
    expect(await verifierSees()).toMatchObject({ status: 'valid' });

    for (const kind of ['approve-withdrawal', 'reject-withdrawal'] as const) {
      await expect(step(id, 0, { kind })).rejects.toBeInstanceOf(StatusStepRefusedError);
    }
    await step(id, 1, { kind: 'approve-withdrawal' });

    const withdrawn = await stored(id);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', statusReason: malpractice });
    expect(withdrawn?.pendingStatus).toBeUndefined();
    const seen = await verifierSees();
    expect(seen).toMatchObject({ status: 'withdrawn' });
    expect(seen?.statusChangedAt).toBeInstanceOf(Date);
    expect(
      await asAdmin(async (db) => (await getDoc(doc(db, collections.statusRequests, id))).exists()),
    ).toBe(false);
    expect(await actionsOf(id)).toEqual([
      'certificate.created',
      'certificate.withdrawal-requested',
      'certificate.withdrawn',
    ]);
  });

  it('a rejected request leaves the certificate as it was, and a withdrawn one is final', async () => {
    const id = await addAda();
    await step(id, 0, { kind: 'request-withdrawal', reason: malpractice });
    await step(id, 2, { kind: 'reject-withdrawal' });
    expect((await stored(id))?.pendingStatus).toBeUndefined();
    expect(await verifierSees()).toMatchObject({ status: 'valid' });

    await step(id, 2, { kind: 'request-withdrawal', reason: malpractice });
    await step(id, 0, { kind: 'approve-withdrawal' });
    for (const taken of [
      { kind: 'reinstate' },
      { kind: 'suspend', reason: malpractice },
      { kind: 'request-withdrawal', reason: malpractice },
    ] as const) {
      await expect(step(id, 1, taken)).rejects.toBeInstanceOf(StatusStepRefusedError);
    }
    await expect(
      saveStudentDetails(staffClient(1), id, { ...ada, surname: 'Byron' }, staffActor(1)),
    ).rejects.toBeInstanceOf(CertificateLockedError);
  });

  it('a suspended certificate can be corrected, and verifiers still see it suspended', async () => {
    const id = await addAda();
    await step(id, 0, { kind: 'suspend', reason: malpractice });
    const corrected = { ...ada, surname: 'Byron', certificateNumber: '086525420' };
    await saveStudentDetails(staffClient(1), id, corrected, staffActor(1));

    expect(await stored(id)).toMatchObject({ surname: 'Byron', status: 'suspended' });
    expect(await verifierSees(corrected)).toMatchObject({ status: 'suspended' });
    // The details and the number are saved in a commit each, each with its event.
    expect(await actionsOf(id)).toEqual([
      'certificate.created',
      'certificate.suspended',
      'certificate.edited',
      'certificate.edited',
    ]);
  });

  it('nothing is edited while a withdrawal waits for its decision', async () => {
    const id = await addAda();
    await step(id, 0, { kind: 'request-withdrawal', reason: malpractice });
    await expect(
      saveStudentDetails(staffClient(1), id, { ...ada, surname: 'Byron' }, staffActor(1)),
    ).rejects.toBeInstanceOf(CertificateLockedError);
  });

  it('a replacement needs a second person, and marks the old certificate replaced and links both in one commit', async () => {
    const oldId = await addAda();
    const corrected = {
      ...ada,
      certificateNumber: '086525418',
      studentNumber: 'Q0225534',
      surname: 'King',
    };
    const reason: StatusReason = { code: 'change-of-name', note: 'Married name.' };
    await step(oldId, 0, { kind: 'request-replacement', reason });
    expect(await stored(oldId)).toMatchObject({ pendingStatus: 'replaced' });
    expect(await verifierSees()).toMatchObject({ status: 'valid' });

    await expect(
      addCertificate(staffClient(0), corrected, staffActor(0), {
        replaces: { certificateId: oldId },
      }),
    ).rejects.toBeInstanceOf(ReplacementRefusedError);
    const { id: newId } = await addCertificate(staffClient(1), corrected, staffActor(1), {
      replaces: { certificateId: oldId },
    });

    const old = await stored(oldId);
    expect(old).toMatchObject({ status: 'replaced', statusReason: reason, replacedBy: newId });
    expect(old?.pendingStatus).toBeUndefined();
    expect(await stored(newId)).toMatchObject({ replaces: oldId });
    expect(await verifierSees()).toMatchObject({ status: 'replaced' });
    expect(await verifierSees(corrected)).toMatchObject({ status: 'valid' });
    expect(await actionsOf(oldId)).toEqual([
      'certificate.created',
      'certificate.replacement-requested',
      'certificate.replaced',
    ]);
    // The old numbers stay registered to the old certificate for good.
    const registry = await asAdmin(async (db) =>
      (await getDoc(doc(db, collections.certificateNumbers, ada.certificateNumber))).data(),
    );
    expect(registry).toEqual({ certificateId: oldId });

    await expect(
      addCertificate(
        staffClient(2),
        { ...corrected, certificateNumber: '086525419', studentNumber: 'Q0225535' },
        staffActor(2),
        { replaces: { certificateId: oldId } },
      ),
    ).rejects.toBeInstanceOf(ReplacementRefusedError);
  });

  it('a replacement request can be rejected by another, leaving the certificate as it was', async () => {
    const id = await addAda();
    await step(id, 0, { kind: 'request-replacement', reason: malpractice });
    await expect(step(id, 0, { kind: 'reject-replacement' })).rejects.toBeInstanceOf(
      StatusStepRefusedError,
    );
    await step(id, 1, { kind: 'reject-replacement' });
    expect((await stored(id))?.pendingStatus).toBeUndefined();
    expect(await verifierSees()).toMatchObject({ status: 'valid' });
  });
});
