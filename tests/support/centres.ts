import type { CentreRecord } from '@/domain/centres';
import { DEFAULT_CENTRE_NUMBER } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { appliedInMemory } from '@/domain/plans/apply-in-memory';
import { planApproveCentre } from '@/domain/plans/centre';
import { pathOf } from '@/domain/plans/plan';
import type { StaffActor } from '@/domain/staff';

/** When the tests' centres were approved, and by whom. */
const APPROVED_AT = new Date('2021-09-01T09:00:00Z');
const APPROVER: StaffActor = { uid: 'admin-tool', email: 'tests' };

/** A centre as an admin's approval (planApproveCentre) leaves it, active. */
export function approvedCentre(centreNumber: string, name: string): CentreRecord {
  const after = appliedInMemory(
    new Map(),
    planApproveCentre({ centreNumber, name, actor: APPROVER, eventId: `approved-${centreNumber}` }),
    APPROVED_AT,
  );
  return after.get(pathOf(collections.centres, centreNumber)) as CentreRecord;
}

/**
 * The centres the emulator tests' registers start with: the default centre and the two others
 * their learners are recorded under or moved to, all active (a certificate is added only under
 * an active centre).
 */
export const TEST_CENTRES: Readonly<Record<string, CentreRecord>> = Object.fromEntries(
  [
    [DEFAULT_CENTRE_NUMBER, 'Larkfield Training'],
    ['87602', 'Pennine Skills Academy'],
    ['88145', 'Tyneside Care and Education Centre'],
  ].map(([centreNumber, name]) => [centreNumber, approvedCentre(centreNumber!, name!)]),
);
