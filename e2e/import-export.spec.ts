import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import type { Download, Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { importRowIds } from '../src/domain/import-register';
import { collections } from '../src/domain/collections';
import { parseCsv } from '../src/features/certificates/utils/import-files';
import { expect, test } from './fixtures';
import { removeCertificate, uniqueSurname } from './register-data';

/**
 * Bulk import and export (issue 17): a file with errors gets its report and writes nothing; the
 * corrected file imports with progress and a results file; the Student List exports what it
 * shows, and the file reads back.
 */

const course = 'Larkfield Level 3 Award in Education and Training (RQF)';
const header =
  'First Name,Surname,Course Name,Awarded Date,Birth Year,Certificate Number,Student Number,Centre Number';

async function saved(download: Download): Promise<string> {
  return readFile((await download.path()) ?? '', 'utf8');
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return saved(download);
}

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

test('a file with errors is reported; the fixed file imports with progress and results; the Student List exports', async ({
  page,
  staffAccount,
  signIn,
  admin,
}) => {
  const surname = uniqueSurname('Importe');
  const broken = [
    header,
    `Amara,${surname},${course},14/07/2025,01,,,`,
    `"Jones, Bea",${surname},Level 3 Award in Educaton and Training,2025-07-32,2001,,,`,
  ].join('\r\n');
  const fixed = [
    header,
    `Amara,${surname},${course},14/07/2025,01,,,`,
    `"Jones, Bea",${surname},${course.toUpperCase()},2025-07-30,01,,,`,
  ].join('\r\n');
  const fixedHash = createHash('sha256').update(`\uFEFF${fixed}`, 'utf8').digest('hex');

  try {
    await signIn(staffAccount, { redirect: paths.dashboard.root.getHref() });
    await page.getByRole('link', { name: 'Import Certificates' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import Certificates' }),
    ).toBeVisible();
    await expect(page.getByText('At most 5,000 certificates a file.')).toBeVisible();

    await chooseFile(page, 'cohort.csv', broken);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nothing has been imported' }),
    ).toBeVisible();
    const problems = page.getByRole('table', { name: 'Problems found' });
    await expect(problems.getByRole('row')).toHaveCount(4);
    await expect(problems).toContainText(
      'Did you mean "Larkfield Level 3 Award in Education and Training (RQF)"?',
    );
    await expect(problems).toContainText('Enter the birth year as two digits');
    await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
    const report = parseCsv(
      await downloadOf(page, () =>
        page.getByRole('button', { name: 'Download the error report (CSV)' }).click(),
      ),
    );
    expect(report[0]).toEqual(['Line', 'Column', 'Kind', 'Message']);
    expect(report.slice(1, 4).map((row) => `${row[0]} ${row[1]}`)).toEqual([
      '3 Course Name',
      '3 Awarded Date',
      '3 Birth Year',
    ]);

    await chooseFile(page, 'cohort.csv', `\uFEFF${fixed}`);
    await page.getByRole('button', { name: 'Import 2 certificates' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Import finished' })).toContainText(
      '2 imported now',
    );
    const results = parseCsv(
      await downloadOf(page, () =>
        page.getByRole('button', { name: 'Download the results (CSV)' }).click(),
      ),
    );
    expect(results[0]?.slice(-2)).toEqual(['Outcome', 'Message']);
    const imported = results.slice(1).filter((row) => row.length > 1);
    expect(imported.map((row) => row.at(-2))).toEqual(['Imported', 'Imported']);
    const numbers = imported.map((row) => row[6] ?? '');
    for (const number of numbers) expect(number).toMatch(/^0865\d{5}$/);

    await page.getByRole('link', { name: 'Student List' }).click();
    await page.getByRole('searchbox', { name: 'Search records' }).fill(surname);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Showing 2 certificates', { exact: true })).toBeVisible();
    const exported = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Export CSV' }).click(),
    );
    expect(exported.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(exported);
    expect(rows[0]?.slice(0, 4)).toEqual([
      'Certificate Number',
      'Student Number',
      'First Name',
      'Surname',
    ]);
    expect(
      rows
        .slice(1)
        .filter((row) => row.length > 1)
        .map((row) => [row[0], row[2], row[3], row[4]])
        .sort(),
    ).toEqual(
      [
        [numbers[0], 'Amara', surname, course],
        [numbers[1], 'Jones, Bea', surname, course],
      ].sort(),
    );
    await expect(page.getByText('Exported 2 rows to student-list-search.csv.')).toBeVisible();
  } finally {
    const { db } = admin;
    for (const line of [2, 3]) {
      const { certificateId } = importRowIds(fixedHash, line);
      const snapshot = await db.collection(collections.certificates).doc(certificateId).get();
      const data = snapshot.data();
      if (data) {
        await removeCertificate(db, {
          id: certificateId,
          details: {
            certificateNumber: String(data.certificateNumber),
            studentNumber: String(data.studentNumber),
            firstName: String(data.firstName),
            surname: String(data.surname),
            courseName: String(data.courseName),
            awardedDate: String(data.awardedDate),
            birthYear: String(data.birthYear),
            centreNumber: String(data.centreNumber),
          },
        });
      }
    }
    await db.collection(collections.imports).doc(fixedHash).delete();
  }
});
