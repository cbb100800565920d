import { doc, getDoc } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { verificationKey } from '@/domain/verification-index';
import { fetchCertificatePage } from '@/features/students/api/certificate-pages';

import { backfillVerification } from '../../scripts/lib/admin/backfill';
import { openEmulatorClients, type EmulatorClients } from '../support/signed-in-clients';

/**
 * A record imported from the old system, with numbers stored as numbers, its awarded date as a
 * timestamp and a createdAt in text, read by the backfill (Admin SDK) and by the app (Firestore
 * Lite, as staff, under the rules). Both use the one reading in domain/certificate-document.ts,
 * so the Student List shows the numbers, the date and the centre the public index holds.
 */

let clients: EmulatorClients;

beforeAll(async () => {
  clients = await openEmulatorClients('imported');
});

afterAll(async () => {
  await clients?.close();
});

const imported = {
  // The spreadsheet the old system exported from dropped the leading zero: stored as a number.
  certificateNumber: 86519204,
  studentNumber: 'Q9119204',
  firstName: 'Grace',
  surname: 'Hopper',
  courseName: 'Larkfield Level 3 Award in Education and Training (RQF)',
  // Midnight on 14 June 2019 in London, which is 23:00 on the 13th in UTC.
  awardedDate: Timestamp.fromDate(new Date('2019-06-13T23:00:00Z')),
  birthYear: 91,
  centreNumber: 87583,
  createdAt: '14/06/2019',
};

async function indexEntry(number: string) {
  const key = await verificationKey('certificate', number, 'Grace', 'Hopper');
  return (await getDoc(doc(clients.staffDb, collections.verificationIndex, key))).data();
}

describe('an imported record', () => {
  it('reads the same in the Student List as in the index the backfill wrote', async () => {
    await clients.adminDb.collection(collections.certificates).doc('old-1').set(imported);
    await backfillVerification(clients.adminDb);

    // The index the public checks, and the row staff see, agree on every value.
    const indexed = await indexEntry('86519204');
    expect(indexed).toMatchObject({
      certificateNumber: '86519204',
      awardedDate: '2019-06-14',
      centreNumber: '87583',
    });
    const { certificates } = await fetchCertificatePage(clients.staffDb, { kind: 'all' }, null);
    const row = certificates.find((certificate) => certificate.id === 'old-1');
    expect(row).toMatchObject({
      certificateNumber: indexed?.certificateNumber,
      awardedDate: indexed?.awardedDate,
      centreNumber: indexed?.centreNumber,
      birthYear: '91',
    });
    // A createdAt in text gave the record no place by age; it now has the time it was stored.
    const stored = await clients.adminDb.collection(collections.certificates).doc('old-1').get();
    expect(stored.get('createdAt')).toEqual(stored.createTime);
  });
});
