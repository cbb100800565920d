import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, expect, it } from 'vitest';

import { collections } from '@/domain/collections';

import { adminAppFor, resolveAdminTarget } from '../../scripts/lib/admin/admin-target';
import { checkLive, type LiveOutcome } from '../../scripts/rules-budget/live-check';
import { learnerPaths } from '../../scripts/rules-budget/learner-paths';
import { writePaths } from '../../scripts/rules-budget/write-paths';

/**
 * `npm run rules-budget -- --live`, the check a scratch real project gets before going live, run
 * against the emulators: staff signed in through Auth with the claim and a directory entry,
 * visitors anonymously, every write the app makes accepted, and nothing it made left behind.
 */

const target = resolveAdminTarget(process.env);
const admin = adminAppFor(target, 'rules-budget-live-test');

afterAll(() => deleteApp(admin));

it(
  'accepts every write the app makes, and deletes every account and document it made',
  { timeout: 120_000 },
  async () => {
    const db = getFirestore(admin);
    const count = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.values(collections).map(
            async (name) => [name, (await db.collection(name).count().get()).data().count] as const,
          ),
        ),
      );
    const usersBefore = (await getAuth(admin).listUsers(1000)).users.length;
    const documentsBefore = await count();

    const reported: LiveOutcome[] = [];
    // A learner signs in by an e-mailed link, which only the emulator's own link can stand in for.
    const livePaths = writePaths.filter((path) => !learnerPaths.includes(path));
    const outcomes = await checkLive(target, admin, 'demo-api-key', livePaths, (outcome) =>
      reported.push(outcome),
    );

    expect(outcomes.filter((outcome) => !outcome.accepted)).toEqual([]);
    expect(outcomes.map((outcome) => outcome.name)).toEqual(livePaths.map((path) => path.name));
    expect(reported).toEqual(outcomes);
    expect(await count()).toEqual(documentsBefore);
    expect((await getAuth(admin).listUsers(1000)).users).toHaveLength(usersBefore);
  },
);
