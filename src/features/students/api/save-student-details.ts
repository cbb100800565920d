import { collection, doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import type { Certificate } from '@/domain/certificate';
import { certificateFromData } from '@/domain/certificate-document';
import { collections } from '@/domain/collections';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import { editStages, type EditStage, type StudentDetailsEdit } from '@/domain/plans/edit';
import {
  editStageReads,
  newNumbersOf,
  planEditStage,
  prepareEditStage,
  type Held,
} from '@/domain/plans/edit-stage';
import type { StaffActor } from '@/domain/staff';
import { applyPlan } from '@/lib/apply-plan';

import { CertificateMissingError } from '../errors';

const isRegistryPath = (path: string) =>
  [collections.certificateNumbers, collections.studentNumbers].some((registry) =>
    path.startsWith(`${registry}/`),
  );

function isRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/**
 * One part of an edit in one transaction (src/domain/plans/edit.ts): reads the certificate and
 * every registry and index entry the part would release or take, and applies its plan. Firestore
 * retries the whole thing if anything it read changes before it commits, so the public index
 * never answers from the old details, and two staff can never both take a number. For the first
 * part, every number the whole edit changes is checked first. Resolves to the certificate after.
 * The certificate is read first, so a caller who is not staff is refused there, before a refused
 * registry read could be taken for a number held elsewhere.
 */
async function saveStage(
  db: Firestore,
  certificateId: string,
  stageOf: EditStage,
  editor: StaffActor,
  /** For the first part: the whole edit, whose new numbers are checked before anything. */
  wholeEdit: StudentDetailsEdit | null,
): Promise<Certificate> {
  const certificateRef = doc(db, collections.certificates, certificateId);
  const eventId = doc(collection(db, collections.auditEvents)).id;

  return runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(certificateRef)).data();
    if (!stored) throw new CertificateMissingError();
    const prepared = await prepareEditStage(certificateId, stored, stageOf);
    const held = new Map<string, Held>();
    const read = async (path: string) => {
      try {
        const snapshot = await transaction.get(doc(db, path));
        const holder: unknown = snapshot.data()?.certificateId;
        held.set(path, { exists: snapshot.exists(), ours: holder === certificateId });
      } catch (error) {
        // The rules refuse a centre's staff the registry entry of another centre's certificate
        // (docs/decisions/027-centres.md): the number is held, and not by this certificate. Only
        // a registry read's refusal says so; any other failure is passed on.
        if (!(isRegistryPath(path) && isRefusal(error))) throw error;
        held.set(path, { exists: true, ours: false });
      }
    };
    // Every read comes before the first write, as a transaction requires.
    const wanted = wholeEdit
      ? newNumbersOf(certificateFromData(certificateId, stored), wholeEdit)
      : [];
    await Promise.all([
      ...wanted.map(({ path }) => read(path)),
      ...(prepared ? editStageReads(prepared).map(read) : []),
    ]);
    for (const { kind, path, number } of wanted) {
      const state = held.get(path);
      if (state?.exists && !state.ours) throw new DuplicateNumberError(kind, number);
    }
    if (!prepared) return certificateFromData(certificateId, stored);
    const plan = planEditStage(
      prepared,
      (path) => held.get(path) ?? { exists: false, ours: false },
      editor,
      eventId,
    );
    applyPlan(db, transaction, plan);
    return {
      ...prepared.certificate,
      ...prepared.fields,
      updatedAt: new Date(),
      updatedBy: editor.email,
      lastEventId: eventId,
    };
  });
}

/**
 * Saves the Edit Student Details dialog: the details first, then each changed number on its own,
 * each part in a transaction of its own with its own event (the rules take one number at a time,
 * docs/decisions/024-rules-budget.md). Before anything is written, a number another certificate
 * holds is refused. Resolves to the certificate as saved.
 */
export async function saveStudentDetails(
  db: Firestore,
  certificateId: string,
  edit: StudentDetailsEdit,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the editor. */
  editor: StaffActor,
): Promise<Certificate> {
  let saved: Certificate | null = null;
  for (const [index, stageOf] of editStages(edit).entries()) {
    saved = await saveStage(db, certificateId, stageOf, editor, index === 0 ? edit : null);
  }
  if (!saved) throw new CertificateMissingError();
  return saved;
}
