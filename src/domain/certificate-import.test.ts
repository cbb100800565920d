import { describe, expect, it } from 'vitest';

import {
  checkImportFile,
  checkRow,
  importMessages,
  parseImportDate,
  type CheckedRow,
} from './certificate-import';
import { editDistance, importTemplateRows, mapColumns, matchCourseTitle } from './import-columns';
import {
  checkAgainstRegister,
  importIdFor,
  importRowIds,
  learnerKey,
  summariseCheck,
} from './import-register';
import { IMPORT_ROW_LIMIT } from './limits';
import { numberFormatMessages } from './certificate-numbers';

const titles: [string, ...string[]] = [
  'Level 3 Award in Education and Training',
  'Level 2 Certificate in Customer Service',
  'Entry 3 Award in Workplace and Office Skills',
];
const context = { titles, today: '2026-11-23' };
const header = importTemplateRows(titles[0])[0] ?? [];
const { columns } = mapColumns(header);

/** A row in the template's order, with the named cells changed. */
function cells(changes: Partial<Record<string, string>> = {}): string[] {
  const row: Record<string, string> = {
    'First Name': 'Ada',
    Surname: 'Lovelace',
    'Course Name': titles[0],
    'Awarded Date': '2025-07-14',
    'Birth Year': '92',
    'Certificate Number': '',
    'Student Number': '',
    'Centre Number': '',
    ...changes,
  };
  return header.map((column) => row[column] ?? '');
}

function errorsOf(changes: Partial<Record<string, string>>) {
  return checkRow(cells(changes), 2, columns, context).errors;
}

describe('the columns', () => {
  it('are found ignoring case, spaces and order', () => {
    const found = mapColumns(['awarded date', 'SURNAME', 'first_name', 'Course  Name']);
    expect(found.missing).toEqual([]);
    expect(found.columns).toMatchObject({
      awardedDate: 0,
      surname: 1,
      firstName: 2,
      courseName: 3,
    });
  });

  it('names every required column that is missing, in one message', () => {
    const check = checkImportFile(
      [
        ['First Name', 'Birth Year'],
        ['Ada', '92'],
      ],
      context,
    );
    expect(check).toEqual({
      ok: false,
      fileErrors: [importMessages.missingColumns(['Surname', 'Course Name', 'Awarded Date'])],
    });
    expect(importMessages.missingColumns(['Surname', 'Course Name'])).toBe(
      'The file has no Surname, Course Name columns. Download the template to see the columns.',
    );
  });

  it('needs at least one row and at most 5,000', () => {
    expect(checkImportFile([header, ['', '']], context)).toEqual({
      ok: false,
      fileErrors: ['The file has a header but no certificates.'],
    });
    const tooMany = [header, ...Array.from({ length: IMPORT_ROW_LIMIT + 1 }, () => cells())];
    expect(checkImportFile(tooMany, context)).toEqual({
      ok: false,
      fileErrors: [
        'The file has 5,001 rows; at most 5,000 can be imported at once. Split it into smaller files.',
      ],
    });
    const most = [header, ...Array.from({ length: IMPORT_ROW_LIMIT }, () => cells())];
    expect(checkImportFile(most, context).ok).toBe(true);
  });
});

describe('a row', () => {
  it('becomes the details the add form would save, with the default centre', () => {
    const row = checkRow(
      cells({
        'First Name': '  Ada  Augusta ',
        'Course Name': 'level 3 award in EDUCATION and training',
      }),
      7,
      columns,
      context,
    );
    expect(row.errors).toEqual([]);
    expect(row.line).toBe(7);
    expect(row.details).toEqual({
      certificateNumber: '',
      studentNumber: '',
      firstName: 'Ada Augusta',
      surname: 'Lovelace',
      courseName: titles[0],
      awardedDate: '2025-07-14',
      birthYear: '92',
      centreNumber: '87583',
      learnerEmail: '',
    });
  });

  it('keeps the learner’s address in lower case, and refuses one that is not an address', () => {
    expect(
      checkRow(cells({ 'Learner E-mail': ' Ada@Example.ORG ' }), 2, columns, context).details,
    ).toMatchObject({ learnerEmail: 'ada@example.org' });
    expect(errorsOf({ 'Learner E-mail': 'ada at example' })).toEqual([
      {
        column: 'Learner E-mail',
        message: 'Enter the learner’s e-mail address, such as name@example.com, or leave it empty.',
      },
    ]);
  });

  it('needs a first name and a surname of at most 100 characters', () => {
    expect(errorsOf({ 'First Name': ' ' })).toEqual([
      { column: 'First Name', message: 'Enter the first name.' },
    ]);
    expect(errorsOf({ Surname: '' })).toEqual([
      { column: 'Surname', message: 'Enter the surname.' },
    ]);
    expect(errorsOf({ Surname: 'x'.repeat(100) })).toEqual([]);
    expect(errorsOf({ Surname: 'x'.repeat(101) })).toEqual([
      { column: 'Surname', message: 'The surname must be 100 characters or fewer.' },
    ]);
    expect(errorsOf({ 'First Name': 'y'.repeat(101) })).toEqual([
      { column: 'First Name', message: 'The first name must be 100 characters or fewer.' },
    ]);
  });

  it('needs a course from the catalogue, suggesting the nearest title for a near miss', () => {
    expect(errorsOf({ 'Course Name': '' })).toEqual([
      { column: 'Course Name', message: 'Enter the course name.' },
    ]);
    expect(errorsOf({ 'Course Name': 'Level 3 Award in Educaton and Trainng' })).toEqual([
      {
        column: 'Course Name',
        message:
          '"Level 3 Award in Educaton and Trainng" is not a qualification in our catalogue. Did you mean "Level 3 Award in Education and Training"?',
      },
    ]);
    expect(errorsOf({ 'Course Name': 'Advanced Basket Weaving' })).toEqual([
      {
        column: 'Course Name',
        message: '"Advanced Basket Weaving" is not a qualification in our catalogue.',
      },
    ]);
  });

  it('needs an awarded date as yyyy-mm-dd or dd/mm/yyyy, not in the future', () => {
    expect(errorsOf({ 'Awarded Date': '' })).toEqual([
      { column: 'Awarded Date', message: 'Enter the awarded date.' },
    ]);
    for (const bad of ['14 July 2025', '2025/07/14', '07-14-2025', '2025-02-30', '31/04/2025']) {
      expect(errorsOf({ 'Awarded Date': bad })).toEqual([
        {
          column: 'Awarded Date',
          message: 'Enter the awarded date as yyyy-mm-dd or dd/mm/yyyy, for example 2025-07-14.',
        },
      ]);
    }
    expect(errorsOf({ 'Awarded Date': '2026-11-24' })).toEqual([
      { column: 'Awarded Date', message: 'The awarded date cannot be in the future.' },
    ]);
    expect(errorsOf({ 'Awarded Date': '2026-11-23' })).toEqual([]);
    expect(
      checkRow(cells({ 'Awarded Date': '14/07/2025' }), 2, columns, context).details,
    ).toMatchObject({ awardedDate: '2025-07-14' });
  });

  it('takes a two-digit birth year or none', () => {
    expect(errorsOf({ 'Birth Year': '' })).toEqual([]);
    for (const bad of ['1992', '9', 'ab']) {
      expect(errorsOf({ 'Birth Year': bad })).toEqual([
        {
          column: 'Birth Year',
          message: 'Enter the birth year as two digits, for example 92, or leave it empty.',
        },
      ]);
    }
  });

  it('takes a centre number of letters and digits', () => {
    expect(errorsOf({ 'Centre Number': 'AB123' })).toEqual([]);
    expect(errorsOf({ 'Centre Number': 'AB-123' })).toEqual([
      {
        column: 'Centre Number',
        message: 'Enter the centre number as up to 16 letters and digits, or leave it empty.',
      },
    ]);
  });

  it('takes supplied numbers only in the organisation’s number formats', () => {
    expect(errorsOf({ 'Certificate Number': '0865 25 417', 'Student Number': 'q8825533' })).toEqual(
      [],
    );
    expect(errorsOf({ 'Certificate Number': '12345' })).toEqual([
      { column: 'Certificate Number', message: numberFormatMessages.certificateNumber },
    ]);
    expect(errorsOf({ 'Student Number': 'Q123' })).toEqual([
      { column: 'Student Number', message: numberFormatMessages.studentNumber },
    ]);
  });

  it('reports every problem it has, each under its column', () => {
    expect(
      errorsOf({ 'First Name': '', 'Awarded Date': 'soon', 'Birth Year': '1' }).map(
        (problem) => problem.column,
      ),
    ).toEqual(['First Name', 'Awarded Date', 'Birth Year']);
  });
});

describe('dates', () => {
  it('reads both formats and refuses days that do not exist', () => {
    expect(parseImportDate('2024-02-29')).toBe('2024-02-29');
    expect(parseImportDate('29/02/2024')).toBe('2024-02-29');
    expect(parseImportDate('1/3/2024')).toBe('2024-03-01');
    expect(parseImportDate('29/02/2023')).toBeNull();
    expect(parseImportDate('2024-13-01')).toBeNull();
    expect(parseImportDate('')).toBeNull();
  });
});

describe('numbers repeated in the file', () => {
  it('are errors on the later row, naming the earlier line', () => {
    const check = checkImportFile(
      [
        header,
        cells({ 'Certificate Number': '086525417' }),
        cells({ 'Student Number': 'Q8825533' }),
        cells({ 'Certificate Number': '0865 25417', 'Student Number': 'Q8825533' }),
      ],
      context,
    );
    if (!check.ok) throw new Error('expected rows');
    expect(check.rows.map((row) => row.errors)).toEqual([
      [],
      [],
      [
        {
          column: 'Certificate Number',
          message: 'This certificate number is also on line 2 of the file.',
        },
        { column: 'Student Number', message: 'This student number is also on line 3 of the file.' },
      ],
    ]);
    expect(check.rows.at(2)?.details).toBeNull();
  });
});

describe('checks against the register', () => {
  function rowsOf(...rows: string[][]): CheckedRow[] {
    const check = checkImportFile([header, ...rows], context);
    if (!check.ok) throw new Error('expected rows');
    return check.rows;
  }

  it('makes a number in use an error and a known learner a warning', () => {
    const rows = rowsOf(
      cells({ 'Certificate Number': '086525417', 'First Name': 'Mary' }),
      cells({ 'Student Number': 'Q8825533', 'First Name': 'Grace' }),
      cells({ 'First Name': 'ADA ', Surname: 'lovelace' }),
    );
    const checked = checkAgainstRegister(rows, {
      certificateNumbers: new Set(['086525417']),
      studentNumbers: new Set(['Q8825533']),
      learners: new Set([
        learnerKey({
          firstName: 'Ada',
          surname: 'Lovelace',
          courseName: titles[0],
          awardedDate: '2025-07-14',
        }),
      ]),
    });
    expect(checked.at(0)?.errors).toEqual([
      {
        column: 'Certificate Number',
        message: 'This certificate number is already on the register.',
      },
    ]);
    expect(checked.at(1)?.errors).toEqual([
      { column: 'Student Number', message: 'This student number is already on the register.' },
    ]);
    expect(checked.at(2)?.errors).toEqual([]);
    expect(checked.at(2)?.warnings).toEqual([
      {
        column: 'First Name',
        message:
          'A certificate for a learner with these names, this course and this date is already on the register.',
      },
    ]);
    expect(checked.at(0)?.warnings).toEqual([]);
    const summary = summariseCheck(checked);
    expect(summary.ready.map((row) => row.line)).toEqual([4]);
    expect(summary.errorRows).toBe(2);
    expect(summary.warningRows).toBe(1);
    expect(summary.problems.map((problem) => `${problem.line} ${problem.kind}`)).toEqual([
      '2 Error',
      '3 Error',
      '4 Warning',
    ]);
  });
});

describe('course titles', () => {
  it('match ignoring case and spacing', () => {
    expect(matchCourseTitle(' level 2 certificate in customerservice', titles)).toEqual({
      title: 'Level 2 Certificate in Customer Service',
    });
    expect(matchCourseTitle('Entry 3 Award in Workplace & Office Skills', titles)).toEqual({
      suggestion: 'Entry 3 Award in Workplace and Office Skills',
    });
  });

  it('suggest the catalogue title for a near miss of the title without its body and (RQF)', () => {
    expect(
      matchCourseTitle('Level 3 Award in Educaton and Training', [
        'Larkfield Level 3 Award in Education and Training (RQF)',
      ]),
    ).toEqual({ suggestion: 'Larkfield Level 3 Award in Education and Training (RQF)' });
  });

  it('are compared by edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('row ids', () => {
  const hash = 'ab'.repeat(32);

  it('derive from the file hash and the line, the same every time', () => {
    expect(importRowIds(hash, 2)).toEqual({
      certificateId: `import-${'ab'.repeat(16)}-2`,
      eventId: `import-${'ab'.repeat(16)}-2-created`,
    });
    expect(importRowIds(hash, 2)).toEqual(importRowIds(hash, 2));
    expect(importRowIds(hash, 3).certificateId).not.toBe(importRowIds(hash, 2).certificateId);
    expect(importRowIds('cd'.repeat(32), 2).certificateId).not.toBe(
      importRowIds(hash, 2).certificateId,
    );
  });

  it('refuse what is not a file hash or a data line', () => {
    expect(() => importRowIds('abc', 2)).toThrow();
    expect(() => importRowIds(hash, 1)).toThrow();
    expect(() => importRowIds(hash, 2.5)).toThrow();
  });
});

describe('importIdFor', () => {
  const hash = 'ab'.repeat(32);

  it('keeps an admin’s import under the file’s own hash', async () => {
    await expect(importIdFor(hash, null)).resolves.toBe(hash);
  });

  it('gives each centre importing the same file an id of its own, the same each time', async () => {
    const leeds = await importIdFor(hash, '87583');
    const hull = await importIdFor(hash, '90210');
    expect(leeds).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([hash, leeds, hull]).size).toBe(3);
    await expect(importIdFor(hash, '87583')).resolves.toBe(leeds);
    expect(importRowIds(leeds, 2).certificateId).not.toBe(importRowIds(hull, 2).certificateId);
  });

  it('refuses anything but a file hash', async () => {
    await expect(importIdFor('not-a-hash', '87583')).rejects.toThrow('64 hex digits');
  });
});
