import type { Centre, CentreRecord } from '@/domain/centres';
import { DEFAULT_CENTRE_NUMBER } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { appliedInMemory, type DocumentsByPath } from '@/domain/plans/apply-in-memory';
import { planApproveCentre, planCentreStatus } from '@/domain/plans/centre';
import { pathOf } from '@/domain/plans/plan';
import type { StaffActor } from '@/domain/staff';

import { ADMIN } from './staff';

/**
 * The training centres every suite's register starts with, each as the Centres screen's plans
 * leave it (planApproveCentre, then planCentreStatus for the suspended one): the component tests'
 * lists, the emulator suites' and the rules tests' centres alike.
 */

/** When the test centres were approved, and the suspended one suspended, by ADMIN. */
const APPROVED_AT = new Date('2024-01-15T09:00:00Z');
const SUSPENDED_AT = new Date('2025-03-01T10:00:00Z');

const centreAt = (documents: DocumentsByPath, centreNumber: string) =>
  documents.get(pathOf(collections.centres, centreNumber)) as CentreRecord;

/** A centre as an admin's approval leaves it: active, naming who approved it, and its event. */
export function approvedCentre(
  centreNumber: string,
  name: string,
  { by = ADMIN, at = APPROVED_AT }: { by?: StaffActor; at?: Date } = {},
): CentreRecord {
  const plan = planApproveCentre({
    centreNumber,
    name,
    actor: by,
    eventId: `${centreNumber}-approved`,
  });
  return centreAt(appliedInMemory(new Map(), plan, at), centreNumber);
}

/** A centre approved, and suspended since by the same admin. */
function suspendedCentre(centreNumber: string, name: string): CentreRecord {
  const approved = approvedCentre(centreNumber, name);
  const plan = planCentreStatus({
    centreNumber,
    stored: approved,
    to: 'suspended',
    actor: ADMIN,
    eventId: `${centreNumber}-suspended`,
  });
  const documents = new Map([[pathOf(collections.centres, centreNumber), approved]]);
  return centreAt(appliedInMemory(documents, plan, SUSPENDED_AT), centreNumber);
}

/** The default centre, whose learners most tests record. */
export const centreA: Centre = {
  centreNumber: DEFAULT_CENTRE_NUMBER,
  ...approvedCentre(DEFAULT_CENTRE_NUMBER, 'Larkfield Training, Leeds'),
};

/** Another active centre, whose learners centre A's staff must never reach. */
export const centreB: Centre = {
  centreNumber: '90210',
  ...approvedCentre('90210', 'Harbour College, Hull'),
};

/** A centre approved once and suspended since: its staff add and change nothing. */
export const closedCentre: Centre = {
  centreNumber: '44120',
  ...suspendedCentre('44120', 'Fenwick Skills, York'),
};

/** Every test centre, as the Centres screen lists them. */
export const testCentres: Centre[] = [centreA, centreB, closedCentre];

/** The test centres as stored, by centre number: what a suite seeds. */
export const centreRecords: Readonly<Record<string, CentreRecord>> = Object.fromEntries(
  testCentres.map(({ centreNumber, ...record }) => [centreNumber, record]),
);
