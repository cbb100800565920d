import { randomBytes } from 'node:crypto';

import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signInAnonymously,
  signInWithCustomToken,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { publicSdk, type Checker } from '@/lib/public-firestore';

import type { AdminTarget } from '../lib/admin/admin-target';
import { documentsOf, watchCommits } from './meter';
import {
  BUDGET_CENTRES,
  BUDGET_VERIFIER,
  newcomerEmail,
  STAFF_COUNT,
  staffRole,
  type Register,
} from './register';
import type { WritePath } from './write-path';

/**
 * The write paths run once against a live Firestore, signed in as people really are: staff
 * through Firebase Auth with a proved address and a directory entry, visitors anonymously. Against
 * a scratch real project this is the one check of production's own limits (the emulator does not
 * count lookups of documents a commit writes); against the emulators it checks the check.
 * Everything it creates (accounts, directory entries, every document its commits wrote) is
 * deleted afterwards.
 */

export type LiveOutcome = { name: string; accepted: boolean; refusal?: string };

type Client = { app: FirebaseApp; auth: Auth; db: Firestore };

function clientFor(target: AdminTarget, apiKey: string, name: string): Client {
  const app = initializeApp(
    { apiKey, projectId: target.projectId, authDomain: `${target.projectId}.firebaseapp.com` },
    name,
  );
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (target.kind === 'emulators') {
    connectAuthEmulator(auth, `http://${target.authHost}`, { disableWarnings: true });
    const [host = '127.0.0.1', port = '8080'] = target.firestoreHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return { app, auth, db };
}

export async function checkLive(
  target: AdminTarget,
  admin: App,
  apiKey: string,
  paths: readonly WritePath[],
  report: (outcome: LiveOutcome) => void,
): Promise<LiveOutcome[]> {
  const run = randomBytes(4).toString('hex');
  const adminAuth = getAdminAuth(admin);
  const adminDb = getAdminFirestore(admin);
  const clients: Client[] = [];
  const accounts: string[] = [];
  const written = new Set<string>();

  /** Deletes every document written so far, past the rules: each path starts from nothing. */
  async function removeWritten(): Promise<void> {
    const documents = [...written, ...accounts.map((uid) => `${collections.verifierQuota}/${uid}`)];
    written.clear();
    for (let start = 0; start < documents.length; start += 400) {
      const batch = adminDb.batch();
      for (const path of documents.slice(start, start + 400)) batch.delete(adminDb.doc(path));
      await batch.commit();
    }
  }

  const staff: { db: Firestore; actor: StaffActor }[] = [];
  // The run's verifier account, made like the staff's, signed in after its entry.
  let verifierClient: Client | undefined;
  const verifierActor = {
    uid: `rules-check-${run}-verifier`,
    email: `rules-check-${run}-v@example.com`,
  };
  const returning = new Map<string, Checker>();
  // Centres the project lacks are approved for the run and removed after it.
  const centresAdded: string[] = [];
  try {
    for (const centreNumber of BUDGET_CENTRES) {
      const centre = adminDb.doc(`${collections.centres}/${centreNumber}`);
      if ((await centre.get()).exists) continue;
      await centre.set({
        name: `Rules check ${run}`,
        status: 'active',
        approvedAt: new Date(),
        approvedBy: 'npm run rules-budget',
        approvedByUid: 'npm-run-rules-budget',
      });
      centresAdded.push(centre.path);
    }
    const actors = Array.from({ length: STAFF_COUNT }, (_, index) => ({
      uid: `rules-check-${run}-${index}`,
      email: `rules-check-${run}-${index}@example.com`,
    }));
    for (const [index, actor] of actors.entries()) {
      await adminAuth.createUser({ uid: actor.uid, email: actor.email, emailVerified: true });
      accounts.push(actor.uid);
      await adminDb.doc(`${collections.staff}/${actor.uid}`).set({
        email: actor.email,
        addedBy: 'npm run rules-budget',
        ...staffRole(index),
        addedAt: FieldValue.serverTimestamp(),
      });
    }
    // Access is given to a session begun after the entry, counted in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (const [index, actor] of actors.entries()) {
      const client = clientFor(target, apiKey, `rules-check-staff-${index}`);
      clients.push(client);
      await signInWithCustomToken(client.auth, await adminAuth.createCustomToken(actor.uid));
      staff.push({ db: client.db, actor });
    }
    const visitor = async (): Promise<Checker> => {
      const client = clientFor(target, apiKey, `rules-check-visitor-${clients.length}`);
      clients.push(client);
      const { user } = await signInAnonymously(client.auth);
      accounts.push(user.uid);
      return { db: client.db, sdk: publicSdk, uid: user.uid, isNew: true };
    };
    const newcomers = new Map<string, { db: Firestore; actor: StaffActor }>();
    const newcomer = async (name: string) => {
      const known = newcomers.get(name);
      if (known) return known;
      const actor = { uid: `rules-check-${run}-${name}`, email: newcomerEmail(name) };
      await adminAuth.createUser({ uid: actor.uid, email: actor.email, emailVerified: true });
      accounts.push(actor.uid);
      const client = clientFor(target, apiKey, `rules-check-newcomer-${name}`);
      clients.push(client);
      await signInWithCustomToken(client.auth, await adminAuth.createCustomToken(actor.uid));
      newcomers.set(name, { db: client.db, actor });
      return { db: client.db, actor };
    };
    // Made when first needed, and made again when a path's clean-up removed it (a path that
    // suspends the account writes its entry): signed in again after it, as staff are.
    const verifier = async () => {
      const entry = adminDb.doc(`${collections.verifiers}/${verifierActor.uid}`);
      if (!verifierClient || !(await entry.get()).exists) {
        if (!verifierClient) {
          await adminAuth.createUser({ ...verifierActor, emailVerified: true });
          accounts.push(verifierActor.uid);
          verifierClient = clientFor(target, apiKey, 'rules-check-verifier');
          clients.push(verifierClient);
        }
        await entry.set({
          organisation: BUDGET_VERIFIER.organisation,
          email: verifierActor.email,
          dailyAllowance: BUDGET_VERIFIER.dailyAllowance,
          status: 'active',
          addedBy: 'npm run rules-budget',
          addedAt: FieldValue.serverTimestamp(),
          accessEventId: `rules-check-${run}-verifier-joined`,
          lastEventId: `rules-check-${run}-verifier-joined`,
        });
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        await signInWithCustomToken(
          verifierClient.auth,
          await adminAuth.createCustomToken(verifierActor.uid),
        );
      }
      return {
        checker: { db: verifierClient.db, sdk: publicSdk, uid: verifierActor.uid, isNew: false },
        organisation: BUDGET_VERIFIER.organisation,
        dailyAllowance: BUDGET_VERIFIER.dailyAllowance,
      };
    };
    const register: Register = {
      projectId: target.projectId,
      newcomer,
      learner: () => {
        throw new Error('The learners’ paths are measured on the emulator only.');
      },
      verifier,
      staff: (index = 0) => {
        const member = staff[index];
        if (!member) throw new Error(`There is no staff member ${index}.`);
        return member;
      },
      visitor: async (name) => {
        if (name === undefined) return visitor();
        const known = returning.get(name);
        if (known) return { ...known, isNew: false };
        const fresh = await visitor();
        returning.set(name, fresh);
        return fresh;
      },
    };

    const outcomes: LiveOutcome[] = [];
    for (const path of paths) {
      const refusals: string[] = [];
      const stop = watchCommits(target.projectId, async (send, body) => {
        for (const document of documentsOf(body)) written.add(document);
        const response = await send();
        if (!response.ok) refusals.push(await response.clone().text());
        return response;
      });
      let outcome: LiveOutcome;
      try {
        const prepared = path.before ? await path.before(register) : undefined;
        await path.write(register, prepared);
        outcome = refusals.length
          ? { name: path.name, accepted: false, refusal: refusals.join('\n') }
          : { name: path.name, accepted: true };
      } catch (error) {
        outcome = {
          name: path.name,
          accepted: false,
          refusal: refusals.join('\n') || String(error),
        };
      } finally {
        stop();
        returning.clear();
        await removeWritten();
      }
      outcomes.push(outcome);
      report(outcome);
    }
    return outcomes;
  } finally {
    await Promise.all(clients.map((client) => deleteApp(client.app)));
    for (const uid of accounts) written.add(`${collections.staff}/${uid}`);
    if (verifierClient) written.add(`${collections.verifiers}/${verifierActor.uid}`);
    for (const path of centresAdded) written.add(path);
    await removeWritten();
    if (accounts.length > 0) await adminAuth.deleteUsers(accounts);
  }
}
