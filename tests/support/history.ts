import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';

import { certificateFields, type Changes } from '@/domain/audit';
import { collections } from '@/domain/collections';

/**
 * A certificate's history, oldest first, walked back from the event its lastEventId names
 * through each event's prevEventId; fails the test on a gap, a stranger's event or a loop.
 */
export async function historyOf(db: Firestore, certificateId: string): Promise<DocumentData[]> {
  const certificate = await db.doc(`${collections.certificates}/${certificateId}`).get();
  const chain: DocumentData[] = [];
  let next: string | null = certificate.get('lastEventId') ?? null;
  while (next) {
    const event = await db.doc(`${collections.auditEvents}/${next}`).get();
    expect(event.exists, `event ${next} of ${certificateId}`).toBe(true);
    expect(event.get('certificateId')).toBe(certificateId);
    expect(chain.length, `a loop in ${certificateId}'s history`).toBeLessThan(1000);
    chain.unshift(event.data()!);
    next = event.get('prevEventId');
  }
  return chain;
}

/**
 * Replays what each event says changed, checking that each change starts from the value the
 * events before it left, and returns the certificate's fields as the history has them.
 */
export function replay(history: readonly DocumentData[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const event of history) {
    for (const [field, change] of Object.entries(event.changes as Changes)) {
      expect(change.from, `${String(event.subject)}: ${field}`).toEqual(fields[field] ?? null);
      fields[field] = change.to;
    }
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
}

/**
 * The certificate fields of a stored certificate, as replay() returns them. A field the
 * certificate does not hold is left out, as one the history last set to null is: removing a
 * field (a withdrawal request's pendingStatus, once decided) is recorded as a change to null.
 */
export function trackedFields(certificate: DocumentData): Record<string, unknown> {
  return Object.fromEntries(
    certificateFields
      .map((field) => [field, certificate[field]] as const)
      .filter(([, value]) => value !== undefined && value !== null),
  );
}
