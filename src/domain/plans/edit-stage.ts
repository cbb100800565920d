import { certificateChanges, certificateEvent, certificateSubject } from '../audit';
import type { Certificate } from '../certificate';
import { certificateFromData } from '../certificate-document';
import { statusFrom } from '../certificate-status';
import { collections } from '../collections';
import { DuplicateNumberError } from '../duplicate-number-error';
import type { StaffActor } from '../staff';
import { normaliseNumber } from '../verification-index';
import {
  documentsForCertificate,
  type CertificateDocuments,
  type IndexedCertificateRecord,
} from './add-certificate';
import type { StoredData } from './certificate-step';
import {
  CertificateLockedError,
  editableKeys,
  lockedReason,
  type EditStage,
  type StudentDetailsEdit,
} from './edit';
import { eventPathOf, pathOf, SERVER_TIME, stampedBy, type Plan, type PlannedWrite } from './plan';

/**
 * Planning one part of an edit (edit.ts says what the parts are): what it changes, the documents
 * it must read first, and, from what they hold, what it writes.
 */

/**
 * A document a part must read before it plans: does it exist, and is it this certificate's? A
 * registry entry the rules refuse to show (another centre's certificate holds the number) exists
 * and is not this certificate's.
 */
export type Held = { exists: boolean; ours: boolean };

/** What one part of an edit will change, worked out from the certificate as read. */
type EditStagePrepared = {
  certificateId: string;
  stored: StoredData;
  certificate: Certificate;
  next: CertificateDocuments;
  /** Every editable field but the learner's address of a record that has none and gets none. */
  fields: Partial<Pick<IndexedCertificateRecord, (typeof editableKeys)[number]>>;
  /** The registry entries each changed number releases and takes, to be read. */
  moves: { kind: 'certificate' | 'student'; taken: string; released: string | null }[];
  /** Index entries of keys the certificate stops listing, to be read. */
  staleIndex: string[];
};

const numberFields = [
  ['certificateNumber', 'certificate'],
  ['studentNumber', 'student'],
] as const;

const registryOf = (kind: 'certificate' | 'student') =>
  kind === 'certificate' ? collections.certificateNumbers : collections.studentNumbers;

/** The registry entries a certificate holds now; none for a number it never had. */
async function documentsHeldBy(
  certificateId: string,
  certificate: Certificate,
): Promise<CertificateDocuments | null> {
  const hasBoth = [certificate.certificateNumber, certificate.studentNumber].every(
    (number) => normaliseNumber(number) !== '',
  );
  return hasBoth ? documentsForCertificate(certificateId, certificate) : null;
}

/**
 * The first half of planning a part: what it changes (null when nothing), and so which documents
 * it must read before it writes. Refuses a certificate whose details are locked.
 */
export async function prepareEditStage(
  certificateId: string,
  stored: StoredData,
  stageOf: EditStage,
): Promise<EditStagePrepared | null> {
  const prepared = await editStageOf(certificateId, stored, stageOf);
  const changes = certificateChanges(stored, { ...stored, ...prepared.fields });
  return Object.keys(changes).length === 0 ? null : prepared;
}

/**
 * What a part would write, worked out whether or not it changes anything (prepareEditStage says
 * that), so that a test can send what the app never would.
 */
export async function editStageOf(
  certificateId: string,
  stored: StoredData,
  stageOf: EditStage,
): Promise<EditStagePrepared> {
  const certificate = certificateFromData(certificateId, stored);
  const locked = lockedReason(certificate);
  if (locked) throw new CertificateLockedError(locked);
  // The index entries keep showing the status the certificate has: an edit never changes it.
  const status = {
    status: statusFrom(stored.status),
    statusChangedAt: stored.statusChangedAt ?? null,
  };
  const [old, next] = await Promise.all([
    documentsHeldBy(certificateId, certificate),
    documentsForCertificate(certificateId, { ...certificate, ...stageOf(certificate) }, status),
  ]);
  // A record from before learners' addresses were kept has none: it is given one only when the
  // edit gives an address, so that every other edit of it records no change of the address.
  const keys = editableKeys.filter(
    (key) =>
      key !== 'learnerEmail' || 'learnerEmail' in stored || next.certificate.data[key] !== '',
  );
  const fields = Object.fromEntries(
    keys.map((key) => [key, next.certificate.data[key]]),
  ) as EditStagePrepared['fields'];
  const moves = numberFields.flatMap(([field, kind]) => {
    const released = old?.certificate.data[field] ?? null;
    const taken = next.certificate.data[field];
    return released === taken ? [] : [{ kind, taken, released }];
  });
  // The keys the record lists are what the rules hold it to; a record imported before keys were
  // listed gives up the entries its present details would have.
  const nextKeys = new Set(next.certificate.data.indexKeys);
  const heldKeys =
    certificate.indexKeys.length > 0
      ? certificate.indexKeys
      : old
        ? [...old.certificate.data.indexKeys]
        : [];
  return {
    certificateId,
    stored,
    certificate,
    next,
    fields,
    moves,
    staleIndex: heldKeys.filter((key) => !nextKeys.has(key)),
  };
}

/** The paths a prepared part reads before it plans. */
export function editStageReads(prepared: EditStagePrepared): string[] {
  return [
    ...prepared.moves.flatMap(({ kind, taken, released }) => [
      pathOf(registryOf(kind), taken),
      ...(released ? [pathOf(registryOf(kind), released)] : []),
    ]),
    ...prepared.staleIndex.map((key) => pathOf(collections.verificationIndex, key)),
  ];
}

/**
 * The second half: what the part writes, given what each path of editStageReads holds. Refuses a
 * number another certificate holds. The certificate's new fields with who and when, the event
 * that records what changed, each changed number's registry entry moved, index entries it stops
 * listing removed, and both of its index entries written.
 */
export function planEditStage(
  prepared: EditStagePrepared,
  held: (path: string) => Held,
  editor: StaffActor,
  eventId: string,
): Plan {
  const { certificateId, stored, certificate, next, fields, moves, staleIndex } = prepared;
  const eventPath = eventPathOf(eventId);
  const writes: PlannedWrite[] = [
    {
      op: 'update',
      path: pathOf(collections.certificates, certificateId),
      data: { ...fields, ...stampedBy(editor, eventId) },
    },
    {
      op: 'set',
      path: eventPath,
      data: {
        ...certificateEvent({
          certificateId,
          centreNumber: String(next.certificate.data.centreNumber),
          action: 'certificate.edited',
          actor: editor,
          subject: certificateSubject(next.certificate.data),
          changes: certificateChanges(stored, { ...stored, ...fields }),
          prevEventId: certificate.lastEventId,
        }),
        at: SERVER_TIME,
      },
    },
  ];
  for (const { kind, taken, released } of moves) {
    const takenPath = pathOf(registryOf(kind), taken);
    const takenState = held(takenPath);
    if (takenState.exists && !takenState.ours) throw new DuplicateNumberError(kind, taken);
    if (released) {
      const releasedPath = pathOf(registryOf(kind), released);
      if (held(releasedPath).ours) writes.push({ op: 'delete', path: releasedPath });
    }
    if (!takenState.exists) writes.push({ op: 'set', path: takenPath, data: { certificateId } });
  }
  for (const key of staleIndex) {
    const path = pathOf(collections.verificationIndex, key);
    if (held(path).ours) writes.push({ op: 'delete', path });
  }
  for (const entry of [next.certificateIndex, next.studentIndex]) {
    writes.push({ ...entry, data: { ...entry.data } });
  }
  return { writes, eventPath };
}

/** The registry entries of the numbers a whole edit changes, read before any part is written. */
export function newNumbersOf(
  stored: StudentDetailsEdit,
  edit: StudentDetailsEdit,
): { kind: 'certificate' | 'student'; path: string; number: string }[] {
  return numberFields.flatMap(([field, kind]) => {
    const wanted = normaliseNumber(edit[field]);
    return wanted === '' || wanted === normaliseNumber(stored[field])
      ? []
      : [{ kind, path: pathOf(registryOf(kind), wanted), number: wanted }];
  });
}
