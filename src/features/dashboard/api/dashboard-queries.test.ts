import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore/lite';

import { toRecentCertificate } from './dashboard-queries';

// The converter only; the queries themselves run against the emulator in the benchmark and the
// end-to-end tests.

function snapshot(id: string, data: Record<string, unknown>) {
  return { id, data: () => data } as unknown as QueryDocumentSnapshot;
}

describe('toRecentCertificate', () => {
  it('keeps the fields a row shows, with a real date', () => {
    const createdAt = new Date(2025, 2, 14, 9, 5);
    expect(
      toRecentCertificate(
        snapshot('c1', {
          certificateNumber: '086525417',
          fullName: 'Ada Lovelace',
          courseName: 'Larkfield Level 2 Award in Business Administration (RQF)',
          awardedDate: '2025-03-12',
          createdAt: Timestamp.fromDate(createdAt),
          studentNumber: 'Q0225533',
        }),
      ),
    ).toEqual({
      id: 'c1',
      certificateNumber: '086525417',
      fullName: 'Ada Lovelace',
      courseName: 'Larkfield Level 2 Award in Business Administration (RQF)',
      awardedDate: '2025-03-12',
      createdAt,
    });
  });

  it('turns missing, blank or odd values into the gaps a row fills in', () => {
    expect(
      toRecentCertificate(
        snapshot('c2', { certificateNumber: 86519204, fullName: '  ', createdAt: 'yesterday' }),
      ),
    ).toEqual({
      id: 'c2',
      certificateNumber: '86519204',
      fullName: null,
      courseName: null,
      awardedDate: '',
      createdAt: null,
    });
  });
});
