import { Timestamp } from 'firebase-admin/firestore';

import { DEFAULT_CENTRE_NUMBER } from '../../../src/domain/certificate';
import type { Centre } from '../../../src/domain/centres';
import { appliedInMemory, type DocumentsByPath } from '../../../src/domain/plans/apply-in-memory';
import { planApproveCentre } from '../../../src/domain/plans/centre';
import type { StaffActor } from '../../../src/domain/staff';

/**
 * The approved training centres of the demo register (docs/decisions/027-centres.md): the
 * default centre, whose learners are most of the register, and two partner centres. All were
 * approved before the first demo certificate was recorded, and all are active.
 */
type DemoCentre = Pick<Centre, 'centreNumber' | 'name'> & { approvedAt: Date };

export const DEMO_CENTRES = [
  {
    centreNumber: DEFAULT_CENTRE_NUMBER,
    name: 'Larkfield Training, Leeds',
    approvedAt: new Date(Date.UTC(2018, 8, 3, 10)),
  },
  {
    centreNumber: '87602',
    name: 'Pennine Skills Academy, Huddersfield',
    approvedAt: new Date(Date.UTC(2018, 10, 12, 14)),
  },
  {
    centreNumber: '88145',
    name: 'Tyneside Care and Education Centre, Gateshead',
    approvedAt: new Date(Date.UTC(2018, 11, 4, 11)),
  },
] as const satisfies readonly DemoCentre[];

/** The partner centres, whose learners appear in the register beside the default centre's. */
export const PARTNER_CENTRE_NUMBERS = DEMO_CENTRES.map(({ centreNumber }) => centreNumber).filter(
  (centreNumber) => centreNumber !== DEFAULT_CENTRE_NUMBER,
);

/** Each demo centre's entry in `centres/`, as an admin (`approver`) approved it, at its date. */
export function demoCentreDocuments(approver: StaffActor): DocumentsByPath {
  let centres: DocumentsByPath = new Map();
  for (const { centreNumber, name, approvedAt } of DEMO_CENTRES) {
    const eventId = `centre-approved-${centreNumber}`;
    const plan = planApproveCentre({ centreNumber, name, actor: approver, eventId });
    centres = appliedInMemory(centres, plan, Timestamp.fromDate(approvedAt));
  }
  return centres;
}
