import { describe, expect, it } from 'vitest';

import { checkImportFile } from '@/domain/certificate-import';
import { importTemplateRows } from '@/domain/import-columns';

import { decodeUtf8, fileHash, parseCsv, resultsCsv, templateCsv, timeLeft } from './import-files';

const title = 'Level 3 Award in Education and Training';

describe('reading a CSV file', () => {
  it('reads quoted fields with commas, quotes and line breaks, with or without a BOM', () => {
    const text = 'First Name,Surname\r\n"Mary, Jane","O""Brien"\r\n"Two\nLines",Smith\r\n';
    const expected = [
      ['First Name', 'Surname'],
      ['Mary, Jane', 'O"Brien'],
      ['Two\nLines', 'Smith'],
      [''],
    ];
    expect(parseCsv(text)).toEqual(expected);
    expect(parseCsv(text.replace(/\r\n/g, '\n'))).toEqual(expected);
    expect(parseCsv(`\uFEFF${text}`)).toEqual(expected);
    const withMark = new TextEncoder().encode(`\uFEFF${text}`);
    expect(parseCsv(decodeUtf8(withMark.buffer as ArrayBuffer))).toEqual(expected);
  });

  it('reads the template back as a file that passes the dry run', () => {
    const table = parseCsv(templateCsv(title));
    expect(table[0]).toEqual(importTemplateRows(title)[0]);
    const check = checkImportFile(table, { titles: [title], today: '2026-01-01' });
    expect(check.ok && check.rows.map((row) => row.errors)).toEqual([[]]);
  });

  it('names a file by the SHA-256 of its bytes', async () => {
    const bytes = new TextEncoder().encode('abc').buffer as ArrayBuffer;
    expect(await fileHash(bytes)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('the results file', () => {
  it('lists every row with its numbers and outcome', () => {
    const table = parseCsv(templateCsv(title));
    table.push(['', 'NoFirst', title, '2025-01-01', '', '', '', '']);
    const check = checkImportFile(table, { titles: [title], today: '2026-01-01' });
    if (!check.ok) throw new Error('expected rows');
    const csv = resultsCsv(check.rows, [
      { line: 2, outcome: 'imported', certificateNumber: '086525417', studentNumber: 'Q9225533' },
    ]);
    const lines = parseCsv(csv);
    expect(lines[0]).toEqual([
      'Line',
      'First Name',
      'Surname',
      'Course Name',
      'Awarded Date',
      'Birth Year',
      'Certificate Number',
      'Student Number',
      'Centre Number',
      'Learner E-mail',
      'Outcome',
      'Message',
    ]);
    expect(lines[1]).toEqual([
      '2',
      'Ada',
      'Lovelace',
      title,
      '2025-07-14',
      '92',
      '086525417',
      'Q9225533',
      '87583',
      'ada.lovelace@example.com',
      'Imported',
      '',
    ]);
    expect(lines[2]?.slice(-2)).toEqual(['Not imported', 'First Name: Enter the first name.']);
  });
});

describe('time left', () => {
  it('is said from the rate so far', () => {
    expect(timeLeft(0, 100, 1000)).toBe('');
    expect(timeLeft(50, 100, 10_000)).toBe('about 10 s left');
    expect(timeLeft(10, 1000, 10_000)).toBe('about 16 min 30 s left');
    expect(timeLeft(100, 100, 10_000)).toBe('');
  });
});
