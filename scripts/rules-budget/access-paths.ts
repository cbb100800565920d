import { DEFAULT_CENTRE_NUMBER } from '@/domain/certificate';
import { acceptInvitation } from '@/features/auth/api/accept-invitation';
import { approveCentre, changeCentreStatus } from '@/features/centres/api/centre-steps';
import { sendInvitation, withdrawInvitation } from '@/features/staff/api/invitation-steps';
import { removeStaffAccess } from '@/features/staff/api/remove-staff-access';
import { saveCentreFiguresSnapshot } from '@/lib/centre-figures';

import { newcomerEmail, type Register } from './register';
import { definePath, type WritePath } from './write-path';

/** The writes of who may act on the register: centre steps, invitations, joining and removal. */

/**
 * A centre of the path's own, approved as an admin approves one: the live check removes what each
 * path wrote, so a centre step must not act on a centre the project had before.
 */
function approveOwnCentre(register: Register, centreNumber: string): Promise<void> {
  const { db, actor } = register.staff(0);
  return approveCentre(db, { centreNumber, name: 'Rules Check Centre' }, actor);
}

/**
 * An admin's invitation to a newcomer, to the staff of the learner's centre; the code its link
 * would carry.
 */
function invite(register: Register, name: string): Promise<string> {
  const { db, actor } = register.staff(0);
  const role = { role: 'centre', centreNumber: DEFAULT_CENTRE_NUMBER } as const;
  return sendInvitation(db, { email: newcomerEmail(name), role }, actor);
}

export const accessPaths: readonly WritePath[] = [
  definePath({
    name: 'Keep the centres’ figures',
    write: (register) => {
      const { db, actor } = register.staff(0);
      const centres = Array.from({ length: 500 }, (_, index) => ({
        centreNumber: String(80000 + index),
        name: `Centre ${80000 + index}`,
        status: 'active' as const,
        certificates: 200,
        recentCertificates: 4,
        pendingWithdrawals: 0,
      }));
      return saveCentreFiguresSnapshot(db, centres, actor);
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
    write: async (register) => void (await invite(register, 'invited')),
  }),
  definePath({
    name: 'Send an invitation again',
    before: (register) => invite(register, 'reminded'),
    write: async (register) => void (await invite(register, 'reminded')),
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
    write: async (register, code) => {
      const { db, actor } = await register.newcomer('joining');
      return acceptInvitation(db, actor, code);
    },
  }),
  definePath({
    name: 'Remove staff access',
    before: async (register) => {
      const code = await invite(register, 'leaving');
      const { db, actor } = await register.newcomer('leaving');
      await acceptInvitation(db, actor, code);
      return actor.uid;
    },
    write: (register, uid) => {
      const { db, actor } = register.staff(0);
      return removeStaffAccess(db, uid, actor);
    },
  }),
];
