import { doc, getDoc, writeBatch } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { planClaimAddress } from '@/domain/plans/learner';
import { surnameKeyOf } from '@/domain/share-codes';
import { takeRequestStep } from '@/features/learner-requests/api/learner-requests';
import { openRequest } from '@/features/my-certificates/api/my-certificates';
import { createShare, revokeShare } from '@/features/share-codes/api/shares';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import { applyPlan } from '@/lib/apply-plan';
import { logShareView } from '@/lib/public-check';

import { CENTRE_STAFF, LEARNER_EMAIL, type Register } from './register';
import { ada } from './register-steps';
import { definePath, type WritePath } from './write-path';

/** The learners' writes (docs/decisions/031-learners.md): claims, shares, views, requests. */

/** The learner claims her address in her session, as the sign-in page does. */
async function claim(register: Register): Promise<void> {
  const { db, actor, signedInAt } = register.learner();
  const batch = writeBatch(db);
  applyPlan(db, batch, planClaimAddress({ email: actor.email, uid: actor.uid, signedInAt }));
  await batch.commit();
}

/** Ada's certificate, naming the learner's address, which she has claimed; as she reads it. */
async function adaOfLearner(register: Register) {
  const { db, actor } = register.staff(CENTRE_STAFF);
  const { id } = await addCertificate(db, { ...ada, learnerEmail: LEARNER_EMAIL }, actor);
  await claim(register);
  const stored = await getDoc(doc(register.learner().db, collections.certificates, id));
  const indexKeys = stored.get('indexKeys') as string[];
  return { id, indexKeys, surname: ada.surname, centreNumber: ada.centreNumber };
}

async function sharedAda(register: Register) {
  const { db, actor } = register.learner();
  const made = await createShare(db, actor, await adaOfLearner(register), 30);
  return { shareId: made.share.id, surnameKey: await surnameKeyOf(made.code, ada.surname) };
}

async function askedAbout(register: Register): Promise<string> {
  const { db, actor } = register.learner();
  return openRequest(db, actor, await adaOfLearner(register), 'correction', 'Ada, not Ava.');
}

export const learnerPaths: readonly WritePath[] = [
  definePath({ name: 'Claim a learner’s address', write: claim }),
  definePath({
    name: 'Make a share code',
    before: adaOfLearner,
    write: (register, certificate) => {
      const { db, actor } = register.learner();
      return createShare(db, actor, certificate, 365);
    },
  }),
  definePath({
    name: 'Withdraw a share code',
    before: sharedAda,
    write: (register, { shareId }) => revokeShare(register.learner().db, shareId),
  }),
  definePath({
    name: 'View a share code',
    before: sharedAda,
    write: async (register, { shareId, surnameKey }) =>
      logShareView(await register.visitor(), shareId, surnameKey),
  }),
  definePath({
    name: 'Open a learner’s request',
    before: adaOfLearner,
    write: (register, certificate) => {
      const { db, actor } = register.learner();
      return openRequest(db, actor, certificate, 'correction', 'Ada, not Ava.');
    },
  }),
  definePath({
    name: 'Answer a learner’s request',
    before: askedAbout,
    write: (register, requestId) => {
      const { db, actor } = register.staff(CENTRE_STAFF);
      return takeRequestStep(db, requestId, 'answer', actor);
    },
  }),
];
