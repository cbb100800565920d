import { DEFAULT_CENTRE_NUMBER } from '@/domain/certificate';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import { approveCentre, changeCentreStatus } from '@/features/dashboard/api/centre-steps';
import { acceptInvitation } from '@/features/auth/api/accept-invitation';
import { sendInvitation, withdrawInvitation } from '@/features/dashboard/api/invitation-steps';
import { removeStaffAccess } from '@/features/dashboard/api/remove-staff-access';
import { importCertificates } from '@/features/certificates/api/import-certificates';
import { takeReviewStep } from '@/features/review/api/take-review-step';
import { saveStudentDetails } from '@/features/students/api/save-student-details';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';

import { CENTRE_STAFF, newcomerEmail, type Register } from './register';
import {
  ada,
  adaQuery,
  addAda,
  changeOfName,
  failedAttempt,
  reason,
  requestedReplacement,
  step,
} from './register-steps';

/**
 * Every write the app makes to the register, each made through the app's own function, as the
 * budget meter runs it: `before` builds the register the write starts from (under the real rules,
 * once), `write` is the write measured (in each rules variant, on a copy of that register). What
 * a centre's staff may do, a centre's staff member does (their reach costs the rules more than
 * an admin's); the rest, an admin.
 */

export type WritePath<Prepared = unknown> = {
  name: string;
  before?: (register: Register) => Promise<Prepared>;
  write: (register: Register, prepared: Prepared) => Promise<unknown>;
};

function definePath<Prepared>(path: WritePath<Prepared>): WritePath {
  return path as WritePath;
}

/**
 * A centre of the path's own, approved as an admin approves one: the live check removes what each
 * path wrote, so a centre step must not act on a centre the project had before.
 */
function approveOwnCentre(register: Register, centreNumber: string): Promise<void> {
  const { db, actor } = register.staff(0);
  return approveCentre(db, { centreNumber, name: 'Rules Check Centre' }, actor);
}

/** An admin's invitation to a newcomer, to the staff of the learner's centre. */
function invite(register: Register, name: string): Promise<void> {
  const { db, actor } = register.staff(0);
  const role = { role: 'centre', centreNumber: DEFAULT_CENTRE_NUMBER } as const;
  return sendInvitation(db, { email: newcomerEmail(name), role }, actor);
}

export const writePaths: readonly WritePath[] = [
  definePath({
    name: 'Add a certificate',
    write: (register) => addAda(register, CENTRE_STAFF),
  }),
  definePath({
    name: 'Edit the first name',
    before: addAda,
    write: (register, id) => {
      const { db, actor } = register.staff(CENTRE_STAFF);
      return saveStudentDetails(db, id, { ...ada, firstName: 'Augusta' }, actor);
    },
  }),
  definePath({
    name: 'Edit every field, both numbers',
    before: addAda,
    write: (register, id) => {
      const { db, actor } = register.staff(0);
      return saveStudentDetails(
        db,
        id,
        {
          certificateNumber: '086525418',
          studentNumber: 'Q0225534',
          firstName: 'Augusta',
          surname: 'King',
          courseName: 'Larkfield Level 3 Diploma in Business Administration (RQF)',
          awardedDate: '2025-03-13',
          centreNumber: '87584',
        },
        actor,
      );
    },
  }),
  definePath({
    name: 'Suspend',
    before: addAda,
    write: (register, id) => step(register, id, 0, { kind: 'suspend', reason }),
  }),
  definePath({
    name: 'Reinstate',
    before: async (register) => {
      const id = await addAda(register);
      await step(register, id, 0, { kind: 'suspend', reason });
      return id;
    },
    write: (register, id) => step(register, id, 0, { kind: 'reinstate' }),
  }),
  definePath({
    name: 'Request withdrawal',
    before: addAda,
    write: (register, id) =>
      step(register, id, CENTRE_STAFF, { kind: 'request-withdrawal', reason }),
  }),
  definePath({
    name: 'Approve withdrawal',
    before: async (register) => {
      const id = await addAda(register);
      await step(register, id, 0, { kind: 'request-withdrawal', reason });
      return id;
    },
    write: (register, id) => step(register, id, 1, { kind: 'approve-withdrawal' }),
  }),
  definePath({
    name: 'Reject withdrawal',
    before: async (register) => {
      const id = await addAda(register);
      await step(register, id, 0, { kind: 'request-withdrawal', reason });
      return id;
    },
    write: (register, id) => step(register, id, 1, { kind: 'reject-withdrawal' }),
  }),
  definePath({
    name: 'Request replacement',
    before: addAda,
    write: (register, id) =>
      step(register, id, 0, { kind: 'request-replacement', reason: changeOfName }),
  }),
  definePath({
    name: 'Reject replacement',
    before: requestedReplacement,
    write: (register, id) => step(register, id, 1, { kind: 'reject-replacement' }),
  }),
  definePath({
    name: 'Replace',
    before: requestedReplacement,
    write: (register, id) => {
      const { db, actor } = register.staff(1);
      return addCertificate(
        db,
        { ...ada, certificateNumber: '086525419', studentNumber: 'Q0225535', surname: 'King' },
        actor,
        { replaces: { certificateId: id } },
      );
    },
  }),
  definePath({
    name: 'Import a row',
    write: (register) => {
      const { db, actor } = register.staff(CENTRE_STAFF);
      return importCertificates(db, actor, {
        fileHash: 'a'.repeat(64),
        fileName: 'cohort.csv',
        centreNumber: ada.centreNumber,
        rows: [{ line: 2, details: ada }],
        concurrency: 1,
      });
    },
  }),
  definePath({
    name: 'Flag an attempt',
    before: failedAttempt,
    write: (register, attemptId) => {
      const { db, actor } = register.staff(0);
      return takeReviewStep(db, attemptId, { kind: 'flag', note: 'Third try this week.' }, actor);
    },
  }),
  definePath({
    name: 'Mark under investigation',
    before: async (register) => {
      const attemptId = await failedAttempt(register);
      const { db, actor } = register.staff(0);
      await takeReviewStep(db, attemptId, { kind: 'flag', note: 'Third try this week.' }, actor);
      return attemptId;
    },
    write: (register, attemptId) => {
      const { db, actor } = register.staff(1);
      return takeReviewStep(db, attemptId, { kind: 'investigate', note: 'Centre asked.' }, actor);
    },
  }),
  definePath({
    name: 'Close an attempt',
    before: failedAttempt,
    write: (register, attemptId) => {
      const { db, actor } = register.staff(0);
      return takeReviewStep(db, attemptId, { kind: 'close' }, actor);
    },
  }),
  definePath({
    name: 'Approve a centre',
    write: (register) => {
      const { db, actor } = register.staff(0);
      return approveCentre(db, { centreNumber: 'RULESCHECK1', name: 'Rules Check Centre' }, actor);
    },
  }),
  definePath({
    name: 'Suspend a centre',
    before: (register) => approveOwnCentre(register, 'RULESCHECK2'),
    write: (register) => {
      const { db, actor } = register.staff(0);
      return changeCentreStatus(db, 'RULESCHECK2', 'suspended', actor);
    },
  }),
  definePath({
    name: 'Reactivate a centre',
    before: async (register) => {
      await approveOwnCentre(register, 'RULESCHECK3');
      const { db, actor } = register.staff(0);
      await changeCentreStatus(db, 'RULESCHECK3', 'suspended', actor);
    },
    write: (register) => {
      const { db, actor } = register.staff(1);
      return changeCentreStatus(db, 'RULESCHECK3', 'active', actor);
    },
  }),
  definePath({
    name: 'Send an invitation',
    write: (register) => invite(register, 'invited'),
  }),
  definePath({
    name: 'Send an invitation again',
    before: (register) => invite(register, 'reminded'),
    write: (register) => invite(register, 'reminded'),
  }),
  definePath({
    name: 'Withdraw an invitation',
    before: (register) => invite(register, 'withdrawn'),
    write: (register) => {
      const { db, actor } = register.staff(1);
      return withdrawInvitation(db, newcomerEmail('withdrawn'), actor);
    },
  }),
  definePath({
    name: 'Accept an invitation',
    before: (register) => invite(register, 'joining'),
    write: async (register) => {
      const { db, actor } = await register.newcomer('joining');
      return acceptInvitation(db, actor);
    },
  }),
  definePath({
    name: 'Remove staff access',
    before: async (register) => {
      await invite(register, 'leaving');
      const { db, actor } = await register.newcomer('leaving');
      await acceptInvitation(db, actor);
      return actor.uid;
    },
    write: (register, uid) => {
      const { db, actor } = register.staff(0);
      return removeStaffAccess(db, uid, actor);
    },
  }),
  definePath({
    name: 'Public check, found',
    before: addAda,
    write: (register) => verifyCertificate(adaQuery(true), () => register.visitor()),
  }),
  definePath({
    name: 'Public check, later in the hour',
    before: async (register) => {
      await addAda(register);
      await verifyCertificate(adaQuery(true), () => register.visitor('budget-returning'));
    },
    write: (register) =>
      verifyCertificate(adaQuery(true), () => register.visitor('budget-returning')),
  }),
  definePath({
    name: 'Public check, failed, and its attempt',
    before: addAda,
    write: (register) => verifyCertificate(adaQuery(false), () => register.visitor()),
  }),
];
