import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { testCentres } from '@/test/centres';
import { renderWithQueryClient } from '@/test/render-with-query-client';

import type { StaffDirectoryApi, StaffEntry } from '../api/dashboard-api';
import { StaffDirectory } from './staff-directory';

const entries: StaffEntry[] = [
  {
    uid: 'u-1',
    email: 'j.okafor@larkfieldawards.example',
    role: { role: 'admin' },
    addedBy: 'registrar@larkfieldawards.example',
    addedAt: new Date(2024, 0, 15, 9),
  },
  {
    uid: 'u-2',
    email: 'm.lee@harbour.example',
    role: { role: 'centre', centreNumber: '90210' },
    addedBy: 'j.okafor@larkfieldawards.example',
    addedAt: new Date(2025, 5, 2, 14),
  },
  {
    uid: 'u-3',
    email: 'old@larkfieldawards.example',
    role: { role: 'centre', centreNumber: '99999' },
    addedBy: '',
    addedAt: null,
  },
];

function renderDirectory(api: Partial<StaffDirectoryApi> = {}) {
  const full: StaffDirectoryApi = {
    listCentres: vi.fn(async () => testCentres),
    listStaff: vi.fn(async () => entries),
    ...api,
  };
  renderWithQueryClient(<StaffDirectory api={full} />);
  return full;
}

const row = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!;

describe('StaffDirectory', () => {
  it('lists each person with what they reach, who gave them access and when', async () => {
    renderDirectory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the staff directory...');
    expect(
      await screen.findByText('3 people have staff access, 1 of them an admin.'),
    ).toBeVisible();
    expect(
      within(row('j.okafor@larkfieldawards.example')).getByText('Admin: every centre'),
    ).toBeVisible();
    expect(
      await within(row('m.lee@harbour.example')).findByText('Centre 90210 · Harbour College, Hull'),
    ).toBeVisible();
    expect(row('m.lee@harbour.example')).toHaveTextContent(
      '2 June 2025by j.okafor@larkfieldawards.example',
    );
    // A centre not on the register is named by its number; an old entry says what it lacks.
    expect(within(row('old@larkfieldawards.example')).getByText('Centre 99999')).toBeVisible();
    expect(row('old@larkfieldawards.example')).toHaveTextContent('Date not recordedby unknown');
  });

  it('offers a retry when the directory cannot be loaded', async () => {
    const user = userEvent.setup();
    const listStaff = vi.fn<StaffDirectoryApi['listStaff']>();
    listStaff.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(entries);
    renderDirectory({ listStaff });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The staff directory could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
