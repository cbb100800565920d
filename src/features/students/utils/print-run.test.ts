import type { Certificate } from '@/domain/certificate';
import { certificateFromData } from '@/lib/certificate-converter';

import { sortForPrinting } from './print-run';

function certificate(id: string, overrides: Partial<Certificate> = {}): Certificate {
  const stored = certificateFromData(id, {
    certificateNumber: '086525417',
    studentNumber: 'Q8825533',
    firstName: 'Siobhan',
    surname: 'Gallagher',
    courseName: 'Larkfield Level 3 Diploma in Teaching and Learning Support (RQF)',
    awardedDate: '2025-06-12',
    birthYear: '94',
    centreNumber: '87583',
    createdAt: new Date(2025, 5, 12),
  });
  return { ...stored, ...overrides };
}

describe('sortForPrinting', () => {
  it('keeps the order, and leaves out what may not be printed with the reason', () => {
    const first = certificate('a');
    const withdrawn = certificate('b', { status: 'withdrawn' });
    const last = certificate('c');
    const { ready, refused } = sortForPrinting([first, withdrawn, last]);
    expect(ready).toEqual([first, last]);
    expect(refused).toEqual([
      { certificate: withdrawn, reason: 'Withdrawn: it can no longer be printed.' },
    ]);
  });

  it('sorts nothing out of an empty run', () => {
    expect(sortForPrinting([])).toEqual({ ready: [], refused: [] });
  });
});
