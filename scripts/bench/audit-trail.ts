/**
 * What the audit trail costs a save (issue 13, docs/decisions/016-audit-trail.md): adding a
 * certificate and then editing it (a surname changed), two ways, one save at a time:
 *   with event  the app's addCertificate and saveStudentDetails, each writing its event in the
 *               same transaction, under today's firestore.rules (which refuse a save without
 *               its event and check the chain);
 *   before      the same saves as they were before the audit trail (commit 0087a42: no event, no
 *               index keys on the certificate, no status on the index entries), under the rules
 *               of that commit, loaded for these rows only and replaced by firestore.rules after.
 * Time per save and documents written per save are the figures that matter; each save is read
 * back afterwards and checked, the event chain included.
 */
import type { CertificateDetails } from '../../src/domain/certificate';
import { collections } from '../../src/domain/collections';
import { documentsForCertificate } from '../../src/domain/plans/add-certificate';
import { addCertificate } from '../../src/features/certificates/api/add-certificate';
import { saveStudentDetails } from '../../src/features/students/api/save-student-details';
import { loadRules } from '../lib/emulators/emulator-client';
import { newCertificate } from './add-certificate';
import {
  addBeforeAuditTrail,
  BEFORE_AUDIT_TRAIL,
  editBeforeAuditTrail,
  entryBeforeStatuses,
  recordBeforeKeys,
  rulesBeforeAuditTrail,
} from './before-audit-trail';
import { BENCH_STAFF, projectRules, type BenchContext } from './emulator';
import { measure, type Conditions } from './measure';
import type { BenchmarkResult } from './report';
import { oldestSeededYear } from './seed';
import { rulesReadsUnder } from './wire';
import { agreementNote, differencesFrom, type ExpectedDocument } from './written';

const SAVES = 40;

/** The edit every save makes: the surname, so the names and both index keys change. */
const edited = (details: CertificateDetails): CertificateDetails => ({
  ...details,
  surname: `${details.surname}son`,
});

/** What must be stored after a certificate's add and edit; the keys it must have given up. */
async function expectedAfterEdit(id: string, details: CertificateDetails, withEvent: boolean) {
  const [old, next] = await Promise.all([
    documentsForCertificate(id, details),
    documentsForCertificate(id, edited(details)),
  ]);
  const expected: ExpectedDocument[] = [
    withEvent
      ? next.certificate
      : { ...next.certificate, data: recordBeforeKeys(next.certificate.data) },
    next.certificateNumber,
    next.studentNumber,
    ...[next.certificateIndex, next.studentIndex].map((entry) =>
      withEvent ? entry : { ...entry, data: entryBeforeStatuses(entry.data) },
    ),
  ];
  const givenUp = [old.certificateIndex.path, old.studentIndex.path];
  return { expected, givenUp };
}

/** The edited certificate's last two events: edited, continuing from created. */
async function chainDifferences(
  admin: BenchContext['admin'],
  ids: readonly string[],
): Promise<string[]> {
  const certificates = await admin.getAll(
    ...ids.map((id) => admin.collection(collections.certificates).doc(id)),
  );
  const lastEvents = certificates.map((snapshot) => String(snapshot.get('lastEventId')));
  const edits = await admin.getAll(
    ...lastEvents.map((id) => admin.collection(collections.auditEvents).doc(id)),
  );
  return differencesFrom(
    admin,
    edits.flatMap((edit, index) => [
      {
        path: `${collections.auditEvents}/${lastEvents[index]}`,
        data: { certificateId: ids[index], action: 'certificate.edited' },
      },
      {
        path: `${collections.auditEvents}/${String(edit.get('prevEventId'))}`,
        data: { certificateId: ids[index], action: 'certificate.created', prevEventId: null },
      },
    ]),
  );
}

export async function benchAuditTrail({
  admin,
  staff,
  staffByClaim,
  projectId,
  now,
  certificates,
}: BenchContext): Promise<BenchmarkResult> {
  // Two award years older than the add-certificate benchmark's, which no one else uses.
  const withYear = oldestSeededYear(certificates, now.getFullYear()) - 3;
  const beforeYear = withYear - 1;
  const added = { with: new Map<number, string>(), before: new Map<number, string>() };

  const today: Conditions = {
    conditions: 'firestore.rules, as staff',
    rulesReads: rulesReadsUnder.staff,
  };
  const addWith = await measure('With its event: addCertificate', today, SAVES, async (index) => {
    const saved = await addCertificate(staff, newCertificate(index, withYear), BENCH_STAFF);
    added.with.set(index, saved.id);
  });
  const editWith = await measure(
    'With its event: saveStudentDetails (surname)',
    today,
    SAVES,
    async (index) => {
      const id = added.with.get(index);
      if (!id) throw new Error(`No certificate ${index} to edit.`);
      await saveStudentDetails(staff, id, edited(newCertificate(index, withYear)), BENCH_STAFF);
    },
  );

  const before: Conditions = {
    conditions: `firestore.rules at ${BEFORE_AUDIT_TRAIL} (before the audit trail), as staff`,
    rulesReads: rulesReadsUnder.beforeAuditTrail,
  };
  await loadRules(projectId, rulesBeforeAuditTrail());
  let addBefore, editBefore;
  try {
    addBefore = await measure('Before events: the add', before, SAVES, async (index) => {
      const id = `bench-before-${index}`;
      await addBeforeAuditTrail(staffByClaim, id, newCertificate(index, beforeYear));
      added.before.set(index, id);
    });
    editBefore = await measure('Before events: the edit (surname)', before, SAVES, (index) => {
      const details = newCertificate(index, beforeYear);
      return editBeforeAuditTrail(staffByClaim, `bench-before-${index}`, details, edited(details));
    });
  } finally {
    await loadRules(projectId, projectRules());
  }

  // Every save read back: the edited details, registry and index entries, the old keys gone,
  // and for today's saves the edit's event continuing from the add's.
  const wrong: string[] = [];
  for (const [withEvent, year, saved] of [
    [true, withYear, added.with],
    [false, beforeYear, added.before],
  ] as const) {
    const afterEdits = await Promise.all(
      [...saved].map(([index, id]) =>
        expectedAfterEdit(id, newCertificate(index, year), withEvent),
      ),
    );
    wrong.push(
      ...(await differencesFrom(
        admin,
        afterEdits.flatMap((each) => each.expected),
      )),
    );
    const givenUp = afterEdits.flatMap((each) => each.givenUp);
    const left = await admin.getAll(...givenUp.map((path) => admin.doc(path)));
    wrong.push(
      ...left.filter((entry) => entry.exists).map((entry) => `index entry ${entry.id} kept`),
    );
  }
  wrong.push(...(await chainDifferences(admin, [...added.with.values()])));
  const everySave = added.with.size === SAVES + 1 && added.before.size === SAVES + 1;

  return {
    title: `Audit trail: ${SAVES} adds and ${SAVES} edits each way, one at a time`,
    comparisons: [
      {
        task: 'Add certificate + event',
        ours: addWith,
        original: addBefore,
        names: ['with event', 'before events'],
      },
      {
        task: 'Edit (surname) + event',
        ours: editWith,
        original: editBefore,
        names: ['with event', 'before events'],
      },
    ],
    notes: {
      'Award years used': `${withYear} (with event), ${beforeYear} (before)`,
      'Every save read back as asked, old index entries gone, each edit event continuing its add event':
        everySave ? agreementNote(wrong) : `NO: ${added.with.size} and ${added.before.size} saves`,
    },
    agreed: everySave && wrong.length === 0,
  };
}
