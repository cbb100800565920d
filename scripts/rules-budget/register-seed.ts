import { collections } from '@/domain/collections';
import { appliedInMemory } from '@/domain/plans/apply-in-memory';
import { planApproveCentre } from '@/domain/plans/centre';
import { pathOf, type PlannedData } from '@/domain/plans/plan';

import { ACCESS_GIVEN_AT } from '../lib/emulators/emulator-client';
import { writeDocument } from './emulator-projects';
import { BUDGET_CENTRES, BUDGET_VERIFIER, STAFF_COUNT, staffActor, staffRole } from './register';

/**
 * What every budget register starts with, written past the rules as the Admin SDK would: the
 * staff directory (register.ts) and the active centres the staff add under.
 */
export async function seedRegister(projectId: string): Promise<void> {
  await Promise.all([
    ...Array.from({ length: STAFF_COUNT }, (_, index) => seedStaffEntry(projectId, index)),
    ...BUDGET_CENTRES.map((centreNumber) => seedCentre(projectId, centreNumber)),
    seedVerifier(projectId),
  ]);
}

/** The register's verifier account, active, made before its session began. */
async function seedVerifier(projectId: string): Promise<void> {
  const { uid, email, organisation, dailyAllowance } = BUDGET_VERIFIER;
  await writeDocument(projectId, `${collections.verifiers}/${uid}`, {
    organisation: { stringValue: organisation },
    email: { stringValue: email },
    dailyAllowance: { integerValue: String(dailyAllowance) },
    status: { stringValue: 'active' },
    addedBy: { stringValue: 'budget meter' },
    addedAt: { timestampValue: ACCESS_GIVEN_AT.toISOString() },
    accessEventId: { stringValue: 'budget-verifier-joined' },
    lastEventId: { stringValue: 'budget-verifier-joined' },
  });
}

async function seedStaffEntry(projectId: string, index: number): Promise<void> {
  const { uid, email } = staffActor(index);
  const role = staffRole(index);
  await writeDocument(projectId, `${collections.staff}/${uid}`, {
    email: { stringValue: email },
    addedBy: { stringValue: 'budget meter' },
    addedAt: { timestampValue: ACCESS_GIVEN_AT.toISOString() },
    role: { stringValue: role.role },
    ...(role.role === 'centre' ? { centreNumber: { stringValue: role.centreNumber } } : {}),
  });
}

/** A centre the budget's staff add under, active, as an admin's approval leaves it. */
async function seedCentre(projectId: string, centreNumber: string): Promise<void> {
  const approval = planApproveCentre({
    centreNumber,
    name: `Budget centre ${centreNumber}`,
    actor: { uid: 'budget-meter', email: 'budget meter' },
    eventId: `centre-approved-${centreNumber}`,
  });
  const approved = appliedInMemory(new Map(), approval, new Date('2021-09-01T09:00:00Z'));
  const path = pathOf(collections.centres, centreNumber);
  await writeDocument(projectId, path, restFields(approved.get(path) ?? {}));
}

/** A document's fields as the REST API types them; a centre holds only text and a time. */
function restFields(data: PlannedData): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (typeof value === 'string') return [key, { stringValue: value }];
      if (value instanceof Date) return [key, { timestampValue: value.toISOString() }];
      throw new Error(`restFields: ${key} is neither text nor a time`);
    }),
  );
}
