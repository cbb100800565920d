import { render, screen, within } from '@testing-library/react';

import type { CheckedRow } from '@/domain/certificate-import';
import { summariseCheck } from '@/domain/import-register';

import { ImportReport } from './import-report';

function row(line: number, problems: Partial<Pick<CheckedRow, 'errors' | 'warnings'>>): CheckedRow {
  return {
    line,
    input: {} as CheckedRow['input'],
    details: null,
    errors: [],
    warnings: [],
    ...problems,
  };
}

describe('ImportReport', () => {
  it('counts the rows and lists each problem by line and column in a table', () => {
    const rows = [
      row(3, {
        errors: [{ column: 'Birth Year', message: 'Enter the birth year as two digits.' }],
      }),
      row(4, { warnings: [{ column: 'Course Name', message: 'Did you mean "Level 3"?' }] }),
    ];
    render(<ImportReport summary={summariseCheck(rows)} total={2} />);

    expect(screen.getByText(/of 2 rows ready to import/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Problems found' });
    expect(within(table).getByText('Problems found')).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Line', 'Column', 'Problem']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Birth Year', 'Error: Enter the birth year as two digits.']);
    expect(within(second!).getByRole('cell', { name: 'Course Name' })).toBeVisible();
  });

  it('shows the first hundred problems, and says the report holds the rest', () => {
    const rows = Array.from({ length: 120 }, (_, index) =>
      row(index + 2, { errors: [{ column: 'Surname', message: 'Enter the surname.' }] }),
    );
    render(<ImportReport summary={summariseCheck(rows)} total={120} />);
    const table = screen.getByRole('table', {
      name: 'The first 100 of 120 problems (download the report for all of them)',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
  });

  it('shows no table when there is no problem', () => {
    render(<ImportReport summary={summariseCheck([])} total={0} />);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
