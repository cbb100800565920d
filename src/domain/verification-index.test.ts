import { describe, expect, it } from 'vitest';

import { zoeAsTyped } from '@/testing/learners';

import {
  certificateRecordFor,
  normaliseName,
  normaliseNumber,
  verificationKey,
} from './verification-index';

const details = zoeAsTyped;

// The same name typed two ways: a precomposed 'ë' (NFC) and 'e' + combining diaeresis (NFD).
const zoeNfc = 'Zo\u00eb';
const zoeNfd = 'Zoe\u0308';

describe('normaliseNumber', () => {
  it('removes surrounding and inner spaces and upper-cases', () => {
    expect(normaliseNumber('  q01 234 567 ')).toBe('Q01234567');
    expect(normaliseNumber('0865\t25\n123')).toBe('086525123');
  });

  it('leaves an already normal number alone and an empty one empty', () => {
    expect(normaliseNumber('086525123')).toBe('086525123');
    expect(normaliseNumber('   ')).toBe('');
  });
});

describe('normaliseName', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normaliseName('  SMITH ')).toBe('smith');
    expect(normaliseName('smith')).toBe(normaliseName('Smith'));
  });

  it('collapses inner white space', () => {
    expect(normaliseName('Mary   Jane')).toBe('mary jane');
    expect(normaliseName('Mary\t\nJane')).toBe('mary jane');
  });

  it('drops invisible characters: zero-width spaces, byte-order marks, bidirectional overrides', () => {
    expect(normaliseName('Lov\u200belace')).toBe('lovelace');
    expect(normaliseName('\ufeffAda\u200d')).toBe('ada');
    expect(normaliseName('Ada \u202eecalevol\u202c')).toBe('ada ecalevol');
    expect(normaliseName('Mary \u200b Jane')).toBe('mary jane');
    expect(normaliseName('Mary\u0000Jane\u0007')).toBe('maryjane');
  });

  it('treats NFC and NFD forms of the same name as equal', () => {
    expect(zoeNfc).not.toBe(zoeNfd);
    expect(normaliseName(zoeNfd)).toBe(normaliseName(zoeNfc));
    expect(normaliseName(zoeNfd)).toBe('zo\u00eb');
  });
});

describe('verificationKey', () => {
  it('is a lowercase hex SHA-256', async () => {
    const key = await verificationKey('certificate', '086525123', 'Ada', 'Lovelace');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes the versioned JSON array of kind, number and names', async () => {
    const material = JSON.stringify(['v1', 'certificate', '086525123', 'ada', 'lovelace']);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(material));
    const expected = Array.from(new Uint8Array(digest), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    expect(await verificationKey('certificate', '086525123', 'Ada', 'Lovelace')).toBe(expected);
  });

  it('is the same however the visitor types the number and names', async () => {
    const reference = await verificationKey('certificate', '086525123', 'Mary Jane', 'Smith');
    await expect(
      verificationKey('certificate', ' 0865 25 123 ', '  MARY   jane ', 'smith  '),
    ).resolves.toBe(reference);
  });

  it('matches NFD input against an NFC record', async () => {
    const reference = await verificationKey('student', 'Q8825412', zoeNfc, 'Smith');
    await expect(verificationKey('student', 'q8825412', zoeNfd, 'SMITH')).resolves.toBe(reference);
  });

  it('differs by kind, number and each name', async () => {
    const keys = await Promise.all([
      verificationKey('certificate', '086525123', 'Ada', 'Lovelace'),
      verificationKey('student', '086525123', 'Ada', 'Lovelace'),
      verificationKey('certificate', '086525124', 'Ada', 'Lovelace'),
      verificationKey('certificate', '086525123', 'Ava', 'Lovelace'),
      verificationKey('certificate', '086525123', 'Ada', 'Lovelock'),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cannot be forged by moving text between the names', async () => {
    const [split, moved] = await Promise.all([
      verificationKey('certificate', '086525123', 'Anne Marie', 'Jones'),
      verificationKey('certificate', '086525123', 'Anne', 'Marie Jones'),
    ]);
    expect(split).not.toBe(moved);
  });
});

describe('certificateRecordFor', () => {
  it('normalises numbers, tidies names and derives the full name and surnameLower', () => {
    const record = certificateRecordFor(details);
    expect(record).toMatchObject({
      certificateNumber: '086525123',
      studentNumber: 'Q8825412',
      firstName: 'Zoë',
      surname: 'Ní Bhriain',
      fullName: 'Zoë Ní Bhriain',
      surnameLower: 'ní bhriain',
      courseName: 'Larkfield Level 3 Diploma in Learning Support (RQF)',
      needsReview: false,
      reviewStatus: 'approved',
      reviewedBy: null,
      reviewedAt: null,
    });
  });

  it('keeps a text date from the old system as it was recorded, trimmed', () => {
    const record = certificateRecordFor({ ...details, awardedDate: ' 14 March 2019 ' });
    expect(record.awardedDate).toBe('14 March 2019');
  });
});
