import { storedCertificate } from '@/testing/certificates';
import { ada } from '@/testing/learners';
import { OKAFOR } from '@/testing/staff';

import { CERTIFICATE_PDF_KEYS, PDF_FINGERPRINT_KEYS } from '../document-keys';
import {
  fingerprintPathOf,
  pdfCertificateOf,
  pdfIssueRefusal,
  pdfPathOf,
  planIssuePdf,
} from './issue-pdf';
import { SERVER_TIME } from './plan';

const fingerprint = 'a'.repeat(64);
const bytes = new TextEncoder().encode('%PDF-1.7 test');

describe('planIssuePdf', () => {
  it('writes the certificate, its event, the PDF and its fingerprint in one plan', async () => {
    const stored = await storedCertificate(ada, { id: 'cert-1', eventId: 'created-1' });
    const plan = planIssuePdf({
      certificateId: 'cert-1',
      stored,
      bytes,
      fingerprint,
      actor: OKAFOR,
      eventId: 'event-2',
    });
    const [certificate, event, pdf, entry] = plan.writes;
    expect(plan.eventPath).toBe('auditEvents/event-2');
    expect(certificate).toMatchObject({
      op: 'update',
      path: 'certificates/cert-1',
      data: { pdfVersion: 1, pdfFingerprint: fingerprint, lastEventId: 'event-2' },
    });
    expect(event).toMatchObject({
      op: 'set',
      data: {
        action: 'certificate.pdf-issued',
        prevEventId: 'created-1',
        // The action says what happened: no field a person reads changes.
        changes: {},
      },
    });
    expect(pdf?.path).toBe(pdfPathOf('cert-1', 1));
    expect(pdf?.path).toBe('certificatePdfs/cert-1_v1');
    expect(Object.keys(pdf?.op === 'set' ? pdf.data : {}).sort()).toEqual(
      [...CERTIFICATE_PDF_KEYS].sort(),
    );
    expect(entry?.path).toBe(fingerprintPathOf(fingerprint));
    expect(entry?.op === 'set' && entry.data).toEqual({
      certificateId: 'cert-1',
      version: 1,
      issuedAt: SERVER_TIME,
      centreNumber: ada.centreNumber,
      indexKey: (stored.indexKeys as string[])[0],
    });
    expect(Object.keys(entry?.op === 'set' ? entry.data : {})).toEqual([...PDF_FINGERPRINT_KEYS]);
  });
});

describe('pdfIssueRefusal', () => {
  it('issues a valid certificate once, and nothing else', async () => {
    const stored = await storedCertificate(ada);
    expect(pdfIssueRefusal(stored)).toBeNull();
    expect(pdfIssueRefusal({ ...stored, pdfVersion: 1 })).toMatch(/already/);
    expect(pdfIssueRefusal({ ...stored, status: 'suspended' })).toMatch(/Only a valid/);
    expect(pdfIssueRefusal({ ...stored, pendingStatus: 'withdrawn' })).toMatch(/Only a valid/);
    expect(pdfIssueRefusal({ ...stored, indexKeys: undefined })).toMatch(/backfill/);
  });
});

describe('pdfCertificateOf', () => {
  it('names the replaced certificate only on a replacement', async () => {
    const stored = await storedCertificate(ada);
    expect(pdfCertificateOf('cert-1', stored)).not.toHaveProperty('replacesNumber');
    expect(pdfCertificateOf('cert-1', { ...stored, replaces: 'old' }, '086500001')).toMatchObject({
      replacesNumber: '086500001',
      version: 1,
      certificateId: 'cert-1',
    });
  });
});
