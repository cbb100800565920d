import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_CENTRE_NUMBER } from '@/domain/certificate';
import { formatCertificateNumber, formatStudentNumber } from '@/domain/certificate-numbers';
import { collections } from '@/domain/collections';
import { certificateRecordFor } from '@/domain/verification-index';
import { fetchCertificatePage, type PageCursor } from '@/features/students/api/certificate-pages';
import { parseStudentSearch } from '@/features/students/utils/student-search';

import { openEmulatorClients, type EmulatorClients } from '../support/signed-in-clients';

/**
 * The student list's queries against the emulator, as staff under the real rules: pages of 50
 * newest first with a cursor that neither repeats nor skips a row when many certificates share
 * a creation time, and the three kinds of search.
 */

let clients: EmulatorClients;
const surnames = ['Okafor', 'Okonkwo-Reid', 'Oakley', 'Wiśniewski', 'O’Brien', 'Smith', 'smithson'];
const seeded: { id: string; createdAt: number; surnameLower: string }[] = [];

beforeAll(async () => {
  clients = await openEmulatorClients('students-pages');
  const batch = clients.adminDb.batch();
  for (let index = 0; index < 120; index += 1) {
    const id = `cert-${String(index).padStart(3, '0')}`;
    // Three certificates to each creation time: the id must break the tie.
    const createdAt = Date.UTC(2025, 0, 1) + Math.floor(index / 3) * 60_000;
    const record = certificateRecordFor({
      certificateNumber: formatCertificateNumber(2025, 112 + index),
      studentNumber: formatStudentNumber('90', 2025, 112 + index),
      firstName: 'Learner',
      surname: surnames[index % surnames.length]!,
      courseName: '',
      awardedDate: '2025-01-01',
      birthYear: '90',
      centreNumber: DEFAULT_CENTRE_NUMBER,
    });
    batch.set(clients.adminDb.doc(`${collections.certificates}/${id}`), {
      ...record,
      createdAt: Timestamp.fromMillis(createdAt),
    });
    seeded.push({ id, createdAt, surnameLower: record.surnameLower });
  }
  await batch.commit();
});

afterAll(async () => {
  await clients?.close();
});

async function everyPage(term: string) {
  const pages = [];
  let after: PageCursor | null = null;
  do {
    const page = await fetchCertificatePage(clients.staffDb, parseStudentSearch(term), after);
    pages.push(page);
    after = page.next;
  } while (after && pages.length < 10);
  return pages;
}

describe('the student list queries', () => {
  it('pages through every certificate newest first, 50 at a time, without repeats or gaps', async () => {
    const pages = await everyPage('');
    expect(pages.map((page) => page.certificates.length)).toEqual([50, 50, 20]);
    expect(pages.map((page) => page.documentsRead)).toEqual([51, 51, 20]);
    const newestFirst = [...seeded]
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    expect(pages.flatMap((page) => page.certificates.map((row) => row.id))).toEqual(newestFirst);
    expect(pages[0]?.certificates[0]?.createdAt).toEqual(new Date(seeded.at(-1)!.createdAt));
  });

  it('finds surnames by their first letters whatever the case, in alphabetical order', async () => {
    const expected = (prefix: string) =>
      seeded
        .filter((row) => row.surnameLower.startsWith(prefix))
        .sort((a, b) => a.surnameLower.localeCompare(b.surnameLower) || (a.id < b.id ? -1 : 1))
        .map((row) => row.id);

    const ok = await everyPage('  OK ');
    expect(ok.flatMap((page) => page.certificates.map((row) => row.id))).toEqual(expected('ok'));
    expect(ok.flatMap((page) => page.certificates.map((row) => row.surname))).not.toContain(
      'Oakley',
    );
    const smith = await everyPage('Smith');
    expect(new Set(smith.flatMap((page) => page.certificates.map((row) => row.surname)))).toEqual(
      new Set(['Smith', 'smithson']),
    );
    const accented = await everyPage('wiś');
    expect(accented[0]?.certificates).toHaveLength(expected('wiś').length);
  });

  it('finds one certificate by its exact certificate number or student number, and nothing by part of one', async () => {
    const byCertificate = await everyPage(formatCertificateNumber(2025, 140));
    expect(byCertificate[0]?.certificates.map((row) => row.id)).toEqual(['cert-028']);
    const byStudent = await everyPage(` q90 25 ${112 + 7} `);
    expect(byStudent[0]?.certificates.map((row) => row.id)).toEqual(['cert-007']);
    const partial = await everyPage('086525');
    expect(partial[0]?.certificates).toEqual([]);
    expect(partial[0]?.next).toBeNull();
  });

  it('lists nothing for a visitor who is not staff', async () => {
    await expect(
      fetchCertificatePage(clients.visitorDb, parseStudentSearch(''), null),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
