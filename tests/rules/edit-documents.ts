import type { DocumentData } from 'firebase/firestore';

import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import type { EditStage } from '@/domain/plans/edit';
import { editStageOf, planEditStage, type Held } from '@/domain/plans/edit-stage';
import type { StaffActor } from '@/domain/staff';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { bea } from '@/testing/learners';

import {
  BEA_ID,
  certificatePath,
  createdEventId,
  editedEventId,
  eventFollowing,
  followingCertificate,
  indexPath,
} from './certificate-documents';
import { seed, STAFF } from './harness';
import { commit, merged, planned, type Write } from './writes';

/**
 * Edits of a certificate seeded with seedCertificate, as the app plans them (planEditStage),
 * altered for the cases the rules must refuse.
 */

/**
 * Saving an edit of a certificate seeded with seedCertificate, in one commit, as the app plans
 * one part of an edit (planEditStage): the certificate's editable fields and index keys with
 * updatedAt/updatedBy/updatedByUid and its new lastEventId; for a changed number, the old
 * registry entry released and the new one taken; the index entries for the old numbers and names
 * deleted and the new ones written; the event recording what changed. The whole edit is one part
 * here, whatever it changes (or nothing), so that a test can send what the app would split or
 * never send. `changes` alters the certificate update (`undefined` leaves a key out) and the
 * index entries and event follow it; `eventChanges` alters the event.
 */
export async function editWrites(
  id: string,
  before: CertificateDetails,
  after: CertificateDetails,
  {
    editor = STAFF,
    changes = {},
    eventChanges = {},
  }: {
    editor?: StaffActor;
    changes?: Record<string, unknown>;
    eventChanges?: Record<string, unknown>;
  } = {},
): Promise<Write[]> {
  const old = await documentsForCertificate(id, before);
  const stored = { ...old.certificate.data, lastEventId: createdEventId(id) };
  const prepared = await editStageOf(id, stored, () => after);
  // What seedCertificate wrote for the certificate: its registry and index entries.
  const seeded = new Set(
    [old.certificateNumber, old.studentNumber, old.certificateIndex, old.studentIndex].map(
      (write) => write.path,
    ),
  );
  const held = (path: string) => ({ exists: seeded.has(path), ours: seeded.has(path) });
  const plan = planEditStage(prepared, held, editor, editedEventId(id));
  const writes = planned(plan);
  const certificateWrite = writes.find((write) => write.path === certificatePath(id));
  if (certificateWrite?.op !== 'update') throw new Error('An edit updates the certificate.');
  const update = merged(certificateWrite.data, changes);
  return writes.map((write): Write => {
    if (write.op === 'delete') return write;
    if (write.path === certificatePath(id)) return { ...write, data: update };
    if (write.path === plan.eventPath) {
      const eventId = String(update.lastEventId ?? editedEventId(id));
      return eventFollowing(write, eventId, stored, { ...stored, ...update }, eventChanges);
    }
    if (write.path.startsWith(indexPath(''))) {
      return { ...write, data: followingCertificate(write.data, update) };
    }
    return write;
  });
}

/**
 * One part of an edit of a record kept from before history began (no lastEventId, and perhaps no
 * numbers or registry entries yet), as the app plans it: `stage` gives the details the part
 * saves from those stored (the app's parts are editStages). `held` says which registry and index
 * entries exist and whose; by default none does, as for a record the backfill has not reached.
 */
export async function legacyEditWrites(
  id: string,
  stored: DocumentData,
  stage: EditStage,
  held: (path: string) => Held = () => ({ exists: false, ours: false }),
): Promise<Write[]> {
  const prepared = await editStageOf(id, stored, stage);
  return planned(planEditStage(prepared, held, STAFF, `${id}-edited`));
}

/**
 * The certificate's index entries rewritten ahead of it, as an administrator's script might leave
 * them, so that an edit to `details` can be sent without them and only the certificate's own rule
 * (and its event's) decide.
 */
export async function seedIndexAhead(id: string, details: CertificateDetails): Promise<void> {
  const documents = await documentsForCertificate(id, details);
  await seed((db) =>
    commit(
      db,
      [documents.certificateIndex, documents.studentIndex].map((entry): Write => ({
        op: 'set',
        path: entry.path,
        data: { ...entry.data },
      })),
    ),
  );
}

/** Of an edit's writes, only the certificate's update and its event. */
export function certificateAndEvent(writes: readonly Write[], id: string): Write[] {
  return writes.filter(
    (write) =>
      write.path === certificatePath(id) || write.path.startsWith(`${collections.auditEvents}/`),
  );
}

/** Bea's certificate (centre B's) put on another course by `actor`, as the app plans it. */
export function beaEdit(actor: StaffActor): Promise<Write[]> {
  return editWrites(
    BEA_ID,
    bea,
    { ...bea, courseName: 'Larkfield Level 3 Award in Education' },
    { editor: actor },
  );
}
