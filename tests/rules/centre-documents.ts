import { collections } from '@/domain/collections';
import { planApproveCentre } from '@/domain/plans/centre';
import type { StaffActor } from '@/domain/staff';

import { planned, type Write } from './writes';

/** Centres for the rules tests, from the Centres screen's plans. */

export const NEW_CENTRE = '87999';
export const centrePath = (centreNumber: string) => `${collections.centres}/${centreNumber}`;

export function approvalWrites(
  actor: StaffActor,
  centreNumber = NEW_CENTRE,
  eventId = 'c-approved',
  name = 'Wolds Skills Hub',
): Write[] {
  return planned(planApproveCentre({ centreNumber, name, actor, eventId }));
}
