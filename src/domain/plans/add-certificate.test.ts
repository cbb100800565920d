import { describe, expect, it } from 'vitest';

import { zoeAsTyped } from '@/testing/learners';

import { collections } from '../collections';
import { certificateRecordFor, verificationKey } from '../verification-index';
import { documentsForCertificate } from './add-certificate';

const details = zoeAsTyped;

// 'Zoë' as 'e' + combining diaeresis (NFD), where the details have a precomposed 'ë' (NFC).
const zoeNfd = 'Zoe\u0308';

describe('documentsForCertificate', () => {
  it('returns the certificate, both registry entries and both index entries', async () => {
    const docs = await documentsForCertificate('cert-1', details);

    const certificateKey = await verificationKey('certificate', '086525123', 'zoë', 'ní bhriain');
    const studentKey = await verificationKey('student', 'Q8825412', 'zoë', 'ní bhriain');
    expect(docs.certificate).toEqual({
      op: 'set',
      path: `${collections.certificates}/cert-1`,
      // The certificate lists the keys of its entries, certificate number's first.
      data: { ...certificateRecordFor(details), indexKeys: [certificateKey, studentKey] },
    });
    expect(docs.certificateNumber).toEqual({
      op: 'set',
      path: `${collections.certificateNumbers}/086525123`,
      data: { certificateId: 'cert-1' },
    });
    expect(docs.studentNumber).toEqual({
      op: 'set',
      path: `${collections.studentNumbers}/Q8825412`,
      data: { certificateId: 'cert-1' },
    });
    expect(docs.certificateIndex.path).toBe(`${collections.verificationIndex}/${certificateKey}`);
    expect(docs.studentIndex.path).toBe(`${collections.verificationIndex}/${studentKey}`);
  });

  it('gives both index entries only the public fields, and the status they are given', async () => {
    const suspended = { status: 'suspended', statusChangedAt: 'server time' } as const;
    expect(
      (await documentsForCertificate('cert-1', details, suspended)).studentIndex.data,
    ).toMatchObject(suspended);
    const docs = await documentsForCertificate('cert-1', details);
    const expected = {
      certificateId: 'cert-1',
      qualification: 'Larkfield Level 3 Diploma in Learning Support (RQF)',
      learner: 'Zoë Ní Bhriain',
      awardedDate: '2025-03-12',
      certificateNumber: '086525123',
      centreNumber: '87583',
      status: 'valid',
      statusChangedAt: null,
    };
    expect(docs.certificateIndex.data).toEqual(expected);
    expect(docs.studentIndex.data).toEqual(expected);
    expect(Object.keys(docs.certificateIndex.data)).not.toContain('studentNumber');
    expect(Object.keys(docs.certificateIndex.data)).not.toContain('birthYear');
  });

  it('derives keys a visitor can reproduce from what is printed on the certificate', async () => {
    const docs = await documentsForCertificate('cert-1', details);
    const [certificateKey, studentKey] = docs.certificate.data.indexKeys;
    expect(docs.certificateIndex.path).toBe(`${collections.verificationIndex}/${certificateKey}`);
    expect(docs.studentIndex.path).toBe(`${collections.verificationIndex}/${studentKey}`);
    await expect(verificationKey('certificate', '086525123', 'ZOË', 'ní bhriain')).resolves.toBe(
      certificateKey,
    );
    await expect(verificationKey('student', 'Q 882 5412', zoeNfd, 'Ní Bhriain')).resolves.toBe(
      studentKey,
    );
  });

  it('refuses a certificate without both numbers', async () => {
    await expect(
      documentsForCertificate('cert-1', { ...details, certificateNumber: '  ' }),
    ).rejects.toThrow(/both a certificate number and a student number/);
    await expect(
      documentsForCertificate('cert-1', { ...details, studentNumber: '' }),
    ).rejects.toThrow(/both a certificate number and a student number/);
  });
});
