import { readFileSync } from 'node:fs';

import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setLogLevel, writeBatch, type Firestore as FullFirestore } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeEach } from 'vitest';

import { collections } from '@/domain/collections';
import { centreA, centreB, centreRecords } from '@/testing/centres';
import { MENSAH } from '@/testing/staff';
import type { StaffActor } from '@/domain/staff';
import { publicSdk, type Checker } from '@/lib/public-firestore';

import {
  ACCESS_GIVEN_AT,
  firestoreEmulator,
  liteClients,
} from '../../scripts/lib/emulators/emulator-client';
import { closeOwnerFirestore, ownerFirestore } from './owner-client';
import { CERTIFICATES_PROJECT_ID } from './projects';

/**
 * The app's own Firestore Lite code against the emulator and the real firestore.rules, in a
 * project of these tests' own so clearing it never touches another suite's data. Callers are
 * Lite clients carrying an emulator ID token, as the browser's would after signing in.
 */

export const STAFF_EMAIL = MENSAH.email;

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
let environment: Promise<RulesTestEnvironment> | undefined;

function certificatesEnvironment(): Promise<RulesTestEnvironment> {
  environment ??= initializeTestEnvironment({
    projectId: CERTIFICATES_PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules },
  });
  return environment;
}

// Refused writes and retried transactions are expected here; the SDKs would log each.
setLogLevel('silent');
setLiteLogLevel('silent');

const clients = liteClients('certificates');

/** A Firestore Lite client signed in as `caller`, staff if the directory lists them. */
export function clientAs({ uid, email }: StaffActor): Firestore {
  return clients.as(CERTIFICATES_PROJECT_ID, {
    sub: uid,
    email,
    email_verified: true,
  });
}

/**
 * A visitor to the verification page, signed in anonymously as the page signs them in, with a
 * quota of checks of their own.
 */
export function visitorChecker(): Checker {
  const uid = `visitor-${clients.count}`;
  const db = clients.as(CERTIFICATES_PROJECT_ID, {
    sub: uid,
    firebase: { sign_in_provider: 'anonymous' },
  });
  return { db, sdk: publicSdk, uid, isNew: true };
}

/** How many staff accounts the directory holds in these tests: staffClient(0) to (19). */
const STAFF_COUNT = 20;

/** Staff member `index`, as the register names them. */
export function staffActor(index = 0): StaffActor {
  return { uid: `staff-${index}`, email: STAFF_EMAIL };
}

export function staffClient(index = 0): Firestore {
  return clientAs(staffActor(index));
}

/**
 * The two centres whose staff the directory holds (docs/decisions/027-centres.md): the default
 * centre and another, each with CENTRE_STAFF_COUNT staff who reach that centre alone.
 */
export const STAFF_CENTRES = [centreA.centreNumber, centreB.centreNumber] as const;
export type StaffCentre = (typeof STAFF_CENTRES)[number];
const CENTRE_STAFF_COUNT = 10;

/** Staff member `index` of a centre, as the register names them. */
export function centreStaffActor(centreNumber: StaffCentre, index = 0): StaffActor {
  return {
    uid: `centre-${centreNumber}-${index}`,
    email: `staff-${index}@centre-${centreNumber}.example`,
  };
}

export function centreStaffClient(centreNumber: StaffCentre, index = 0): Firestore {
  return clientAs(centreStaffActor(centreNumber, index));
}

/** Reads and writes as an administrator would, past the rules. */
export async function asAdmin<T>(work: (db: FullFirestore) => Promise<T>): Promise<T> {
  await certificatesEnvironment();
  return work(ownerFirestore(CERTIFICATES_PROJECT_ID));
}

/** Each test starts from an empty database; the clients are closed after the file. */
export function useEmptyDatabase(): void {
  beforeEach(async () => {
    await (await certificatesEnvironment()).clearFirestore();
    // The staff directory: who is staff (docs/decisions/028-invitations.md), admins and the
    // centres' staff.
    await asAdmin(async (db) => {
      const batch = writeBatch(db);
      for (let index = 0; index < STAFF_COUNT; index += 1) {
        const { uid, email } = staffActor(index);
        batch.set(doc(db, collections.staff, uid), {
          email,
          addedBy: 'tests',
          addedAt: ACCESS_GIVEN_AT,
        });
      }
      for (const centreNumber of STAFF_CENTRES) {
        for (let index = 0; index < CENTRE_STAFF_COUNT; index += 1) {
          const { uid, email } = centreStaffActor(centreNumber, index);
          batch.set(doc(db, collections.staff, uid), {
            email,
            addedBy: 'tests',
            addedAt: ACCESS_GIVEN_AT,
            role: 'centre',
            centreNumber,
          });
        }
      }
      for (const [centreNumber, centre] of Object.entries(centreRecords)) {
        batch.set(doc(db, collections.centres, centreNumber), centre);
      }
      await batch.commit();
    });
  });
  afterAll(async () => {
    await clients.close();
    await closeOwnerFirestore(CERTIFICATES_PROJECT_ID);
    await (await certificatesEnvironment()).cleanup();
  });
}
