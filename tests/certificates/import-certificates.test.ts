import { collection, doc, getDoc, getDocs, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { qualifications } from '@/content/qualifications';
import { checkImportFile, type CheckedRow } from '@/domain/certificate-import';
import { formatCertificateNumber } from '@/domain/certificate-numbers';
import { checkAgainstRegister, importIdFor } from '@/domain/import-register';
import { importTemplateRows } from '@/domain/import-columns';
import { collections } from '@/domain/collections';
import { addCertificate } from '@/features/certificates/api/add-certificate';
import { importCertificates } from '@/features/certificates/api/import-certificates';
import { readRegisterFacts } from '@/features/certificates/api/import-register-facts';
import type { ImportRow } from '@/features/certificates/api/import-run';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';

import {
  asAdmin,
  centreStaffActor,
  centreStaffClient,
  staffActor,
  staffClient,
  STAFF_CENTRES,
  useEmptyDatabase,
  visitorChecker,
} from '../support/certificates-clients';

useEmptyDatabase();

const titles = qualifications.map((qualification) => qualification.title);
const header = importTemplateRows(titles[0] ?? '')[0] ?? [];
const HASH = 'f'.repeat(64);

/** The file's rows as the dry run checks them; the first supplies `firstNumber` if given. */
function fileRows(count: number, firstNumber = '086525417'): CheckedRow[] {
  const body = Array.from({ length: count }, (_, index) => [
    `Learner${index}`,
    'Importer',
    titles[index % titles.length] ?? '',
    '14/07/2025',
    index % 2 === 0 ? '' : '99',
    index === 0 ? firstNumber : '',
    '',
    '',
  ]);
  const check = checkImportFile([header, ...body], { titles, today: '2026-01-01' });
  if (!check.ok) throw new Error(check.fileErrors.join(' '));
  return check.rows;
}

/** A checked file of `count` learners; the first supplies its certificate number. */
function checkedRows(count: number, firstNumber?: string): ImportRow[] {
  return fileRows(count, firstNumber).map((row) => {
    if (!row.details) throw new Error(`Line ${row.line}: ${JSON.stringify(row.errors)}`);
    return { line: row.line, details: row.details };
  });
}

async function register() {
  return asAdmin(async (db) => {
    const [certificates, events, certificateNumbers, studentNumbers] = await Promise.all(
      [
        collections.certificates,
        collections.auditEvents,
        collections.certificateNumbers,
        collections.studentNumbers,
      ].map((name) => getDocs(collection(db, name))),
    );
    return {
      certificates: certificates!.docs.map(
        (entry) =>
          ({ id: entry.id, ...entry.data() }) as { id: string; certificateNumber?: string },
      ),
      events: events!.size,
      certificateNumbers: certificateNumbers!.size,
      studentNumbers: studentNumbers!.size,
    };
  });
}

async function importRecord() {
  return asAdmin(async (db) => (await getDoc(doc(db, collections.imports, HASH))).data());
}

describe('importing a checked file against the emulator and the rules', () => {
  it('creates each certificate once, however often the file is imported', async () => {
    const rows = checkedRows(6);
    const options = { fileHash: HASH, fileName: 'cohort.csv', rows };
    const first = await importCertificates(staffClient(), staffActor(), options);
    expect(first.status).toBe('complete');
    expect(first.outcomes.map((row) => row.outcome)).toEqual(Array(6).fill('imported'));
    expect(first.outcomes[0]).toMatchObject({ certificateNumber: '086525417' });

    const second = await importCertificates(staffClient(1), staffActor(1), options);
    expect(second.outcomes.map((row) => row.outcome)).toEqual(Array(6).fill('already imported'));
    expect(second.outcomes).toEqual(
      first.outcomes.map((row) => ({ ...row, outcome: 'already imported' })),
    );
    expect(second.resumed).toBe(6);

    const after = await register();
    expect(after.certificates).toHaveLength(6);
    expect(after.events).toBe(6);
    expect(after.certificateNumbers).toBe(6);
    expect(after.studentNumbers).toBe(6);
    expect(await importRecord()).toMatchObject({
      status: 'complete',
      rowCount: 6,
      done: [2, 3, 4, 5, 6, 7],
      failed: [],
      startedByUid: staffActor().uid,
      updatedByUid: staffActor(1).uid,
    });
  });

  it('resumes an import stopped half-way with no duplicates and no gaps', async () => {
    const rows = checkedRows(10);
    const stop = new AbortController();
    const cut = await importCertificates(staffClient(), staffActor(), {
      fileHash: HASH,
      fileName: 'cohort.csv',
      rows,
      concurrency: 1,
      signal: stop.signal,
      onProgress: ({ done }) => {
        if (done === 4) stop.abort();
      },
    });
    expect(cut.status).toBe('cancelled');
    expect(cut.outcomes).toHaveLength(4);
    expect(await importRecord()).toMatchObject({ status: 'cancelled', done: [2, 3, 4, 5] });
    expect((await register()).certificates).toHaveLength(4);

    const resumed = await importCertificates(staffClient(), staffActor(), {
      fileHash: HASH,
      fileName: 'cohort.csv',
      rows,
    });
    expect(resumed.status).toBe('complete');
    expect(resumed.resumed).toBe(4);
    expect(resumed.outcomes.map((row) => row.line)).toEqual(rows.map((row) => row.line));
    expect(resumed.outcomes.filter((row) => row.outcome === 'already imported')).toHaveLength(4);

    const after = await register();
    expect(after.certificates).toHaveLength(10);
    const numbers = after.certificates.map((entry) => entry.certificateNumber);
    expect(new Set(numbers).size).toBe(10);
    expect(after.events).toBe(10);
  });

  it('imports certificates that verify publicly', async () => {
    const rows = checkedRows(4);
    const result = await importCertificates(staffClient(), staffActor(), {
      fileHash: HASH,
      fileName: 'cohort.csv',
      rows,
    });
    for (const [index, outcome] of result.outcomes.entries()) {
      if (outcome.outcome === 'failed') throw new Error(outcome.message);
      const row = rows[index]!;
      for (const query of [
        { certificateNumber: outcome.certificateNumber, studentNumber: null },
        { certificateNumber: null, studentNumber: outcome.studentNumber },
      ]) {
        const found = await verifyCertificate(
          { ...query, firstName: row.details.firstName, surname: row.details.surname },
          async () => visitorChecker(),
        );
        expect(found.status).toBe('verified');
        expect(found.status === 'verified' && found.certificate).toMatchObject({
          certificateNumber: outcome.certificateNumber,
          learner: `${row.details.firstName} Importer`,
          qualification: row.details.courseName,
          awardedDate: '2025-07-14',
          status: 'valid',
        });
      }
    }
  });

  it('reports a row whose number was taken meanwhile and imports the rest', async () => {
    const rows = checkedRows(5);
    // After the dry run, someone else records a certificate with the number the first row gives.
    await addCertificate(
      staffClient(2),
      {
        ...rows[1]!.details,
        firstName: 'Someone',
        certificateNumber: '086525417',
        studentNumber: 'Q9925111',
      },
      staffActor(2),
    );
    const result = await importCertificates(staffClient(), staffActor(), {
      fileHash: HASH,
      fileName: 'cohort.csv',
      rows,
    });
    expect(result.outcomes[0]).toEqual({
      line: 2,
      outcome: 'failed',
      message: 'Certificate number 086525417 is already in use.',
    });
    expect(result.outcomes.slice(1).map((row) => row.outcome)).toEqual(Array(4).fill('imported'));
    expect(await importRecord()).toMatchObject({ done: [3, 4, 5, 6], failed: [2] });
    expect((await register()).certificates).toHaveLength(5);
  });
});

describe("importing as a centre's staff", () => {
  const [centreA, centreB] = STAFF_CENTRES;

  /** Certificate numbers another centre's certificate holds, written past the rules. */
  async function heldByCentreB(numbers: readonly string[]) {
    await asAdmin(async (db) => {
      const certificate = writeBatch(db);
      certificate.set(doc(db, collections.certificates, 'cert-b'), { centreNumber: centreB });
      await certificate.commit();
      // One commit holds at most 500 writes.
      for (let start = 0; start < numbers.length; start += 400) {
        const batch = writeBatch(db);
        for (const number of numbers.slice(start, start + 400)) {
          batch.set(doc(db, collections.certificateNumbers, number), { certificateId: 'cert-b' });
        }
        await batch.commit();
      }
    });
  }

  it("generates numbers clear of another centre's, which it is refused sight of", async () => {
    // Every other certificate number of 2025 is another centre's: half the reads are refused.
    await heldByCentreB(
      Array.from({ length: 444 }, (_, i) => formatCertificateNumber(2025, 112 + 2 * i)),
    );
    const rows = checkedRows(5, '');
    const result = await importCertificates(centreStaffClient(centreA), centreStaffActor(centreA), {
      fileHash: HASH,
      fileName: 'cohort.csv',
      rows,
      centreNumber: centreA,
    });
    expect(result.outcomes.map((row) => row.outcome)).toEqual(Array(5).fill('imported'));
    const numbers = result.outcomes.map((row) =>
      row.outcome === 'imported' ? Number(row.certificateNumber.slice(-3)) : 0,
    );
    expect(new Set(numbers).size).toBe(5);
    expect(numbers.filter((sequence) => sequence % 2 === 0)).toEqual([]);
  });

  it('says in the dry run that a supplied number another centre holds is in use', async () => {
    await heldByCentreB(['086525417']);
    const rows = fileRows(2);
    const facts = await readRegisterFacts(centreStaffClient(centreA), rows, {
      centreNumber: centreA,
    });
    expect([...facts.certificateNumbers]).toEqual(['086525417']);
    const [first, second] = checkAgainstRegister(rows, facts);
    expect(first?.errors).toEqual([
      expect.objectContaining({ column: expect.stringMatching(/certificate/i) }),
    ]);
    expect(second?.errors).toEqual([]);
  });

  it('reports a row whose number another centre took meanwhile and imports the rest', async () => {
    const rows = checkedRows(3);
    // After the dry run, another centre records a certificate with the number the first row gives.
    await addCertificate(
      centreStaffClient(centreB),
      {
        ...rows[1]!.details,
        firstName: 'Someone',
        centreNumber: centreB,
        certificateNumber: '086525417',
        studentNumber: 'Q9925111',
      },
      centreStaffActor(centreB),
    );
    const result = await importCertificates(centreStaffClient(centreA), centreStaffActor(centreA), {
      fileHash: HASH,
      fileName: 'cohort.csv',
      rows,
      centreNumber: centreA,
    });
    expect(result.outcomes[0]).toEqual({
      line: 2,
      outcome: 'failed',
      message: 'Certificate number 086525417 is already in use.',
    });
    expect(result.outcomes.slice(1).map((row) => row.outcome)).toEqual(['imported', 'imported']);
    const record = await asAdmin(async (db) =>
      (await getDoc(doc(db, collections.imports, await importIdFor(HASH, centreA)))).data(),
    );
    expect(record).toMatchObject({ done: [3, 4], failed: [2] });
  });
});
