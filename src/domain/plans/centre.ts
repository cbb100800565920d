import { collections } from '../collections';
import type { CentreRecord } from '../centres';
import type { StaffActor } from '../staff';
import { pathOf, SERVER_TIME, type Plan } from './plan';

/**
 * A training centre approved for the register (docs/decisions/027-centres.md): its entry in
 * `centres/`, active from the commit, naming who approved it. The Admin SDK writes centres for
 * now (the seed, the backfill, the end-to-end fixtures); no client may, so no event is planned.
 * A centre whose name nobody has given yet (one the backfill finds in use) has an empty name,
 * which the staff screens show as its number alone.
 */
export function planApproveCentre({
  centreNumber,
  name,
  actor,
}: {
  centreNumber: string;
  name: string;
  actor: StaffActor;
}): Pick<Plan, 'writes'> {
  const record: Record<keyof CentreRecord, unknown> = {
    name,
    status: 'active',
    approvedAt: SERVER_TIME,
    approvedBy: actor.email,
    approvedByUid: actor.uid,
  };
  return { writes: [{ op: 'set', path: pathOf(collections.centres, centreNumber), data: record }] };
}
