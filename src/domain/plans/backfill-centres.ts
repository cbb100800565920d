import { collections } from '../collections';
import { textFrom as text } from '../stored-values';
import { pathOf, type PlannedWrite } from './plan';
import type { StoredData } from './certificate-step';

/**
 * What the backfill writes to bring a register from before centres up to shape
 * (docs/decisions/027-centres.md), from the documents as read: the role of a directory entry
 * that has none, the centre of each certificate's event and status request that names none, the
 * centre of a centre account's access event, and the null centre of an import record from
 * before (an admin's), and the lower-case name a centre is searched by. Like the rest of the backfill, these record no change of a certificate,
 * so they plan no event. The centres the certificates use are approved with planApproveCentre
 * (centre.ts).
 */

/** A stored document as read: its id and its fields. */
export type StoredDocument = { id: string; data: StoredData };

/** An entry without a role is an admin's (staffRoleFrom); the backfill writes that out. */
export function planStaffRole(entry: StoredDocument): PlannedWrite[] {
  return entry.data.role === undefined
    ? [{ op: 'update', path: pathOf(collections.staff, entry.id), data: { role: 'admin' } }]
    : [];
}

/** A centre from before centres were found by name is given its name in lower case to search. */
export function planCentreNameLower(centre: StoredDocument): PlannedWrite[] {
  return 'nameLower' in centre.data
    ? []
    : [
        {
          op: 'update',
          path: pathOf(collections.centres, centre.id),
          data: { nameLower: text(centre.data.name).toLowerCase() },
        },
      ];
}

/** An import record from before names no centre: it was an admin's, whose imports name none. */
export function planImportCentre(record: StoredDocument): PlannedWrite[] {
  return 'centreNumber' in record.data
    ? []
    : [
        {
          op: 'update',
          path: pathOf(collections.imports, record.id),
          data: { centreNumber: null },
        },
      ];
}

/**
 * A centre account's access event from before events named its centre at the top: given the
 * centre its changes record (given, or taken away), so that the centre's staff read it. An
 * admin's access event names no centre, and keeps none.
 */
export function planStaffEventCentre(event: StoredDocument): PlannedWrite[] {
  if (event.data.entity !== 'staff' || event.data.centreNumber !== undefined) return [];
  const changes = event.data.changes as
    Record<string, { from?: unknown; to?: unknown } | undefined> | undefined;
  const centreNumber = text(changes?.centreNumber?.to) || text(changes?.centreNumber?.from);
  return centreNumber === ''
    ? []
    : [{ op: 'update', path: pathOf(collections.auditEvents, event.id), data: { centreNumber } }];
}

/** A waiting request names the centre of its certificate, whose staff see it. */
export function planRequestCentre(
  request: StoredDocument | undefined,
  centreNumber: string,
): PlannedWrite[] {
  return request && request.data.centreNumber === undefined
    ? [
        {
          op: 'update',
          path: pathOf(collections.statusRequests, request.id),
          data: { centreNumber },
        },
      ]
    : [];
}

/** The centre an event leaves its certificate under: the one it moved it to, if it moved it. */
function centreAfter(event: StoredData, before: string | null): string | null {
  const changes = event.changes as Record<string, { to?: unknown } | undefined> | undefined;
  const movedTo = text(changes?.centreNumber?.to);
  return movedTo !== '' ? movedTo : before;
}

/**
 * Each event of one certificate that names no centre is given the centre the certificate was
 * under after it: the events are followed from the first along `prevEventId`, each move of
 * centre they record carried forward, so a learner moved by an admin keeps their earlier events
 * under the earlier centre. An event outside the chain, or before any centre is recorded, is
 * given the certificate's centre now. Events that name a centre are left as they are.
 */
export function planEventCentres(
  events: readonly StoredDocument[],
  certificateCentre: string,
): PlannedWrite[] {
  const next = new Map<string | null, StoredDocument>();
  for (const event of events) {
    const previous = event.data.prevEventId;
    next.set(typeof previous === 'string' ? previous : null, event);
  }
  const centreOf = new Map<string, string>();
  let centre: string | null = null;
  for (let event = next.get(null); event && !centreOf.has(event.id); event = next.get(event.id)) {
    centre = centreAfter(event.data, centre);
    centreOf.set(event.id, centre ?? certificateCentre);
  }
  return events
    .filter((event) => event.data.centreNumber === undefined)
    .map((event) => ({
      op: 'update',
      path: pathOf(collections.auditEvents, event.id),
      data: { centreNumber: centreOf.get(event.id) ?? certificateCentre },
    }));
}
