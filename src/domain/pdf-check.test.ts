import { CHECKED_PDF_LIMIT } from './limits';
import { pdfCheckAnswer, pdfFileRefusal } from './pdf-check';
import type { FoundCertificate } from './public-check';

const pdfHead = new TextEncoder().encode('%PDF-1.7');
const issuedAt = new Date('2026-01-05T10:00:00Z');
const entry: FoundCertificate = {
  certificateId: 'cert-1',
  qualification: 'Level 2',
  learner: 'Ada Lovelace',
  awardedDate: '2025-03-12',
  certificateNumber: '086525417',
  centreNumber: '87583',
  status: 'valid',
  statusChangedAt: null,
};

describe('pdfFileRefusal', () => {
  it('takes a PDF up to 10 MB, and nothing else', () => {
    expect(pdfFileRefusal(14_000, pdfHead)).toBeNull();
    expect(pdfFileRefusal(CHECKED_PDF_LIMIT, pdfHead)).toBeNull();
    expect(pdfFileRefusal(CHECKED_PDF_LIMIT + 1, pdfHead)).toMatch(/larger than 10 MB/);
    expect(pdfFileRefusal(100, new TextEncoder().encode('PK\u0003\u0004'))).toMatch(/not a PDF/);
    expect(pdfFileRefusal(0, new Uint8Array())).toMatch(/not a PDF/);
  });
});

describe('pdfCheckAnswer', () => {
  it('says whether we issued the file, and what its certificate is today', () => {
    expect(pdfCheckAnswer(null)).toEqual({ kind: 'not-issued' });
    expect(pdfCheckAnswer({ issuedAt, certificate: entry })).toEqual({
      kind: 'exact',
      issuedAt,
      status: 'valid',
      certificate: entry,
    });
    const withdrawnAt = new Date('2026-02-01T00:00:00Z');
    expect(
      pdfCheckAnswer({
        issuedAt,
        certificate: { ...entry, status: 'withdrawn', statusChangedAt: withdrawnAt },
      }),
    ).toMatchObject({ kind: 'exact', status: 'withdrawn' });
    expect(
      pdfCheckAnswer({
        issuedAt,
        certificate: { ...entry, status: 'replaced', statusChangedAt: withdrawnAt },
      }),
    ).toEqual({ kind: 'earlier', issuedAt, replacedAt: withdrawnAt });
    expect(pdfCheckAnswer({ issuedAt, certificate: null })).toEqual({ kind: 'changed', issuedAt });
  });
});
