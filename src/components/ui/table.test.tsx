import { render, screen, within } from '@testing-library/react';

import {
  ColumnHeader,
  RowHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type TableVariant,
} from './table';

function Centres({ variant, scrollLabel }: { variant?: TableVariant; scrollLabel?: string }) {
  return (
    <Table caption="Each centre’s certificates" variant={variant} scrollLabel={scrollLabel}>
      <TableHead>
        <ColumnHeader>Centre</ColumnHeader>
        <ColumnHeader align="end">Certificates</ColumnHeader>
        <ColumnHeader hideBelow="sm">Status</ColumnHeader>
      </TableHead>
      <TableBody>
        <TableRow>
          <RowHeader>87583 Larkfield Training</RowHeader>
          <TableCell align="end">8,700</TableCell>
          <TableCell hideBelow="sm">Active</TableCell>
        </TableRow>
        <TableRow highlighted>
          <RowHeader strong>90210 Harbour College</RowHeader>
          <TableCell align="end">9,000</TableCell>
          <TableCell hideBelow="sm">Suspended</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  it('is named by its caption, heard but not seen unless asked', () => {
    render(<Centres />);
    const table = screen.getByRole('table', { name: 'Each centre’s certificates' });
    expect(within(table).getByText('Each centre’s certificates')).toHaveClass('sr-only');
  });

  it('shows its caption when asked, still as its name', () => {
    render(
      <Table caption="Problems found" captionVisible>
        <TableHead>
          <ColumnHeader>Line</ColumnHeader>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>3</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Problems found' });
    expect(within(table).getByText('Problems found')).not.toHaveClass('sr-only');
  });

  it('gives every cell its column and row headers', () => {
    render(<Centres />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Centre',
      'Certificates',
      'Status',
    ]);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    const rowHeader = screen.getByRole('rowheader', { name: '90210 Harbour College' });
    expect(rowHeader).toHaveAttribute('scope', 'row');
    expect(rowHeader).toHaveClass('font-semibold');
    expect(screen.getByRole('rowheader', { name: /^87583/ })).toHaveClass('font-normal');
  });

  it('lines figures up at the end and hides a column on a narrow screen', () => {
    render(<Centres />);
    expect(screen.getByRole('cell', { name: '9,000' })).toHaveClass('text-right', 'tabular-nums');
    expect(screen.getByRole('cell', { name: 'Active' })).toHaveClass('hidden', 'sm:table-cell');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toHaveClass('hidden');
  });

  it('highlights the row asked for, in either variant', () => {
    for (const variant of ['plain', 'banded'] as const) {
      const { unmount } = render(<Centres variant={variant} />);
      const [, first, second] = screen.getAllByRole('row');
      expect(first).not.toHaveClass('bg-accent-100');
      expect(second).toHaveClass('bg-accent-100');
      unmount();
    }
  });

  it('scrolls sideways in a plain box, or in a named region the keyboard can reach', () => {
    const { unmount } = render(<Centres />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement).toHaveClass('overflow-x-auto');
    unmount();

    render(<Centres variant="banded" scrollLabel="Centres" />);
    const region = screen.getByRole('region', { name: 'Centres' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Centre' })).toHaveClass('sticky');
  });
});
