import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { DEFAULT_CENTRE_NUMBER, type Certificate } from '@/domain/certificate';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import type { StudentDetailsEdit } from '@/domain/plans/edit';
import type { QueryScope } from '@/domain/query-scope';
import type { StaffRole } from '@/domain/staff';
import { certificateFromData } from '@/lib/certificate-converter';
import { fakeCentrePickerApi } from '@/testing/fake-centre-picker-api';
import { adminRole, centreRole } from '@/testing/staff';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { CertificatePage, PageCursor, StudentListApi } from '../api/student-list-api';
import type { StudentSearch } from '../utils/student-search';
import { StudentList } from './student-list';

const surnames = ['Okafor', 'Patel', 'Nowak', 'Smith', 'Mensah', 'Byrne'];

function certificate(index: number, overrides: Partial<Certificate> = {}): Certificate {
  const firstName = `Learner${index}`;
  const surname = surnames[index % surnames.length]!;
  const stored = certificateFromData(`cert-${index}`, {
    certificateNumber: `086525${String(112 + index).padStart(3, '0')}`,
    studentNumber: `Q8825${String(112 + index).padStart(3, '0')}`,
    firstName,
    surname,
    courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
    awardedDate: '2025-03-12',
    birthYear: '88',
    centreNumber: DEFAULT_CENTRE_NUMBER,
    createdAt: new Date(2025, 2, 12),
  });
  return { ...stored, ...overrides };
}

type FakeApi = StudentListApi & {
  searches: StudentSearch[];
  scopes: QueryScope[];
  saves: { id: string; edit: StudentDetailsEdit }[];
};

/** An in-memory register: pages of 50, searches as the real queries answer them. */
function fakeApi(register: Certificate[], overrides: Partial<StudentListApi> = {}): FakeApi {
  const api: FakeApi = {
    searches: [],
    scopes: [],
    saves: [],
    async fetchPage(search, after, scope): Promise<CertificatePage> {
      api.searches.push(search);
      api.scopes.push(scope);
      const inScope = register.filter(
        (row) => scope.centreNumber === null || row.centreNumber === scope.centreNumber,
      );
      const matching = inScope.filter((row) =>
        search.kind === 'all'
          ? true
          : search.kind === 'number'
            ? row.certificateNumber === search.number || row.studentNumber === search.number
            : row.surnameLower.startsWith(search.prefix),
      );
      const start = after ? (after as unknown as number) : 0;
      const rows = matching.slice(start, start + 50);
      const end = start + rows.length;
      return {
        certificates: rows,
        next: end < matching.length ? (end as unknown as PageCursor) : null,
        documentsRead: rows.length,
      };
    },
    async saveStudentDetails(id, edit) {
      api.saves.push({ id, edit });
      const before = register.find((row) => row.id === id)!;
      return {
        ...before,
        ...edit,
        fullName: `${edit.firstName} ${edit.surname}`,
        surnameLower: edit.surname.toLowerCase(),
        updatedAt: new Date(),
        updatedBy: 'j.okafor@larkfieldawards.example',
      };
    },
    downloadPdf: async () => new TextEncoder().encode('%PDF-1.7'),
    ...fakeCentrePickerApi(),
    ...overrides,
  };
  return api;
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderList(
  api: StudentListApi,
  { url = '/dashboard/student-list', role = centreRole }: { url?: string; role?: StaffRole } = {},
) {
  const user = userEvent.setup();
  renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/dashboard/student-list"
          element={
            <>
              <StudentList role={role} api={api} today={new Date(2025, 5, 1)} />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

const registerOf = (size: number) => Array.from({ length: size }, (_, index) => certificate(index));
// Enough for two pages in the paging test; a short list elsewhere keeps the tests quick.
const register = registerOf(12);
const dialog = () => screen.getByRole('dialog', { name: 'Edit Student Details' });
const viewButtonFor = (name: string) =>
  screen.getByRole('button', { name: `View Details for ${name}` });
const rowOf = (name: string) => viewButtonFor(name).closest('tr')!;

describe('StudentList', () => {
  it(
    'shows the first 50 rows with a count, then more on Load more',
    { timeout: 30_000 },
    async () => {
      const { user } = renderList(fakeApi(registerOf(60)));
      expect(screen.getByRole('status')).toHaveTextContent('Loading certificates...');

      expect(await screen.findByText('Showing 50 certificates')).toBeVisible();
      const table = screen.getByRole('table', { name: 'Certificates, newest first' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual([
        'Select',
        '#',
        'Student Number',
        'First Name',
        'Surname',
        'Course Name',
        'Awarded Date',
        'Centre Number',
        'Status',
        'Actions',
      ]);
      expect(within(table).getAllByRole('row')).toHaveLength(51);
      expect(within(rowOf('Learner0 Okafor')).getByText('12 March 2025')).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('Showing 60 certificates')).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(within(rowOf('Learner59 Byrne')).getByRole('cell', { name: '60' })).toBeVisible();
    },
  );

  it('says when the register is empty', async () => {
    renderList(fakeApi([]));
    expect(await screen.findByText('No certificates have been recorded yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Certificate' })).toHaveAttribute(
      'href',
      '/dashboard/add-certificate',
    );
  });

  it('shows a failure to load, and loads again on Retry', async () => {
    let failures = 1;
    const api = fakeApi(register);
    const fetchPage = api.fetchPage;
    api.fetchPage = async (search, after, scope) => {
      if (failures-- > 0) throw new Error('The register could not be reached.');
      return fetchPage(search, after, scope);
    };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderList(api);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The certificates could not be loaded.');
    expect(alert).toHaveTextContent('The register could not be reached.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 12 certificates')).toBeVisible();
    consoleError.mockRestore();
  });

  it('searches by surname prefix, by number, and says when nothing matches', async () => {
    const api = fakeApi(register);
    const { user } = renderList(api);
    await screen.findByText('Showing 12 certificates');
    const box = screen.getByRole('searchbox', { name: 'Search records' });

    await user.type(box, 'SMI');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 2 certificates')).toBeVisible();
    expect(api.searches.at(-1)).toEqual({ kind: 'surname', prefix: 'smi' });

    await user.clear(box);
    await user.type(box, 'q8825 113{Enter}');
    expect(await screen.findByText('Showing 1 certificate')).toBeVisible();
    expect(rowOf('Learner1 Patel')).toBeVisible();

    await user.clear(box);
    await user.type(box, 'Zed{Enter}');
    expect(await screen.findByText('No certificates match “Zed”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all certificates' }));
    expect(await screen.findByText('Showing 12 certificates')).toBeVisible();
    expect(box).toHaveValue('');
  });

  it('takes the search from the address', async () => {
    const api = fakeApi(register);
    renderList(api, { url: '/dashboard/student-list?q=nowak' });
    expect(await screen.findByText('Showing 2 certificates')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search records' })).toHaveValue('nowak');
  });
});

describe('Edit Student Details', () => {
  async function openFor(name: string, api = fakeApi(register)) {
    const view = renderList(api);
    await screen.findByText('Showing 12 certificates');
    const opener = viewButtonFor(name);
    await view.user.click(opener);
    return { ...view, api, opener };
  }

  it.each([
    ['withdrawn', { status: 'withdrawn' }, /has been withdrawn/],
    ['replaced', { status: 'replaced' }, /has been replaced/],
    ['waiting for a withdrawal decision', { pendingStatus: 'withdrawn' }, /once it is approved/],
    ['waiting for a replacement', { pendingStatus: 'replaced' }, /once it is completed/],
  ] as const)('offers no form for a certificate %s, and says why', async (_case, standing, why) => {
    const locked = register.map((row, index) => (index === 3 ? { ...row, ...standing } : row));
    await openFor('Learner3 Smith', fakeApi(locked));
    const form = within(dialog());
    expect(form.getByText('These details cannot be edited now')).toBeVisible();
    expect(form.getByText(why)).toBeVisible();
    expect(form.queryByRole('textbox', { name: 'Surname' })).toBeNull();
    expect(form.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('opens with the record, keeps focus inside, and hands it back to the row on Escape', async () => {
    const { user, opener } = await openFor('Learner3 Smith');
    const form = within(dialog());
    expect(form.getByRole('textbox', { name: 'Student Number' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Student Number' })).toHaveValue('Q8825115');
    expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('Learner3');
    expect(form.getByRole('textbox', { name: 'Surname' })).toHaveValue('Smith');
    expect(form.getByRole('combobox', { name: 'Course Name' })).toHaveValue(
      'Larkfield Level 2 Certificate in Business Administration (RQF)',
    );
    expect(form.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue('086525115');
    expect(form.getByRole('textbox', { name: 'Awarded Date' })).toHaveValue('12 March 2025');
    expect(form.getByRole('textbox', { name: 'Centre Number' })).toHaveValue('87583');

    // Tab from the last control comes back round to the first, never to the page behind.
    form.getByRole('button', { name: 'Copy Verification Link' }).focus();
    await user.tab();
    expect(form.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(form.getByRole('button', { name: 'Copy Verification Link' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Cancel and hands focus back to the row', async () => {
    const { user, opener } = await openFor('Learner4 Mensah');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows Saving..., then Saved!, and updates the row without reloading the list', async () => {
    let finish: () => void = () => {};
    const api = fakeApi(register);
    const saveStudentDetails = api.saveStudentDetails;
    api.saveStudentDetails = (id, edit) =>
      new Promise((resolve) => {
        finish = () => resolve(saveStudentDetails(id, edit));
      });
    const { user, opener } = await openFor('Learner2 Nowak', api);
    const form = within(dialog());
    const surname = form.getByRole('textbox', { name: 'Surname' });
    await user.clear(surname);
    await user.type(surname, 'Nowak-Byrne');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(form.getByRole('button', { name: 'Saving...' })).toBeVisible();
    finish();
    expect(await form.findByText('Saved!')).toBeVisible();
    expect(api.saves).toEqual([
      {
        id: 'cert-2',
        edit: expect.objectContaining({ surname: 'Nowak-Byrne', firstName: 'Learner2' }),
      },
    ]);
    expect(api.searches).toHaveLength(1);

    await user.click(form.getByRole('button', { name: 'Close' }));
    expect(
      within(rowOf('Learner2 Nowak-Byrne')).getByRole('cell', { name: 'Nowak-Byrne' }),
    ).toBeVisible();
    expect(opener).toHaveFocus();
  });

  it('shows why a save failed and leaves the row as it was', async () => {
    const api = fakeApi(register, {
      saveStudentDetails: async () => {
        throw new DuplicateNumberError('student', 'Q8825112');
      },
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openFor('Learner5 Byrne', api);
    const form = within(dialog());
    const number = form.getByRole('textbox', { name: 'Student Number' });
    await user.clear(number);
    await user.type(number, 'Q8825112');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('Error saving: Candidate Number already exists.')).toBeVisible();
    expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(within(rowOf('Learner5 Byrne')).getByRole('cell', { name: 'Q8825117' })).toBeVisible();
    consoleError.mockRestore();
  });

  it('asks for what is missing before saving', async () => {
    const { user, api } = await openFor('Learner1 Patel');
    const form = within(dialog());
    await user.clear(form.getByRole('textbox', { name: 'Surname' }));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(form.getByRole('textbox', { name: 'Surname' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Surname' })).toHaveAccessibleDescription(
      "Enter the learner's surname.",
    );
    expect(api.saves).toHaveLength(0);
  });

  it('keeps a text date from the old system unless a new date is picked', async () => {
    const legacy = certificate(0, { awardedDate: '14 March 2019' });
    const api = fakeApi([legacy]);
    const view = renderList(api);
    await screen.findByText('Showing 1 certificate');
    await view.user.click(screen.getByRole('button', { name: /View Details/ }));
    const form = within(dialog());
    const date = form.getByRole('textbox', { name: 'Awarded Date' });
    expect(date).toHaveValue('14 March 2019');
    expect(date).toHaveAccessibleDescription(/kept as it is unless you choose a new date/);

    await view.user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Saved!')).toBeVisible();
    expect(api.saves[0]?.edit.awardedDate).toBe('14 March 2019');
  });
});

describe('Printing from the Student List', () => {
  const printHref = (query: string) => `/dashboard/print-certificates?${query}`;

  it('offers Print Certificate on each row, and says on the row why one cannot be printed', async () => {
    renderList(fakeApi([certificate(0), certificate(1, { status: 'withdrawn' }), certificate(2)]));
    await screen.findByText('Showing 3 certificates');
    expect(
      within(rowOf('Learner0 Okafor')).getByRole('link', {
        name: 'Print Certificate for Learner0 Okafor',
      }),
    ).toHaveAttribute('href', printHref('id=cert-0'));
    const refused = within(rowOf('Learner1 Patel')).getByRole('button', {
      name: 'Print Certificate for Learner1 Patel',
    });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription('Withdrawn: it can no longer be printed.');
    expect(
      within(rowOf('Learner1 Patel')).getByRole('checkbox', {
        name: 'Select Learner1 Patel for printing',
      }),
    ).toBeDisabled();
  });

  it('prints the ticked rows in the order ticked, kept across searches', async () => {
    const { user } = renderList(fakeApi(register));
    await screen.findByText('Showing 12 certificates');
    await user.click(screen.getByRole('checkbox', { name: 'Select Learner3 Smith for printing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Learner0 Okafor for printing' }));
    expect(screen.getByText('2 selected for printing')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Print selected' })).toHaveAttribute(
      'href',
      printHref('id=cert-3&id=cert-0'),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), 'patel{Enter}');
    expect(await screen.findByText('Showing 2 certificates')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select Learner1 Patel for printing' }));
    expect(screen.getByRole('link', { name: 'Print selected' })).toHaveAttribute(
      'href',
      printHref('id=cert-3&id=cert-0&id=cert-1'),
    );
    expect(screen.getByRole('link', { name: 'Print all 2 results' })).toHaveAttribute(
      'href',
      printHref('q=patel'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('link', { name: 'Print selected' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Select Learner1 Patel for printing' }),
    ).not.toBeChecked();
  });

  it('does not offer to print the whole register', async () => {
    renderList(fakeApi(register));
    await screen.findByText('Showing 12 certificates');
    expect(screen.queryByRole('link', { name: /^Print all/ })).not.toBeInTheDocument();
  });

  it('prints from the dialog, and copies the verification link with a confirmation', async () => {
    const { user } = renderList(fakeApi(register));
    await user.click(
      await screen.findByRole('button', { name: 'View Details for Learner3 Smith' }),
    );
    const form = within(dialog());
    expect(form.getByRole('link', { name: 'Print Certificate' })).toHaveAttribute(
      'href',
      printHref('id=cert-3'),
    );
    await user.click(form.getByRole('button', { name: 'Copy Verification Link' }));
    expect(await form.findByText('Verification link copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      'https://www.larkfieldawards.example/verify-certificate?certificateNumber=086525115',
    );
  });

  it('copies the link to the number just saved, not the one the dialog opened with', async () => {
    const { user } = renderList(fakeApi(register));
    await user.click(
      await screen.findByRole('button', { name: 'View Details for Learner3 Smith' }),
    );
    const form = within(dialog());
    const number = form.getByRole('textbox', { name: 'Certificate Number' });
    await user.clear(number);
    await user.type(number, '086525199');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Saved!')).toBeVisible();

    await user.click(form.getByRole('button', { name: 'Copy Verification Link' }));
    expect(await navigator.clipboard.readText()).toBe(
      'https://www.larkfieldawards.example/verify-certificate?certificateNumber=086525199',
    );
  });
});

describe('StudentList: centres', () => {
  const hull = (index: number) => certificate(index, { centreNumber: '90210' });
  const mixed = [...registerOf(3), hull(3), hull(4)];

  it('lists a centre’s own learners only, with their centre read-only and no centre filter', async () => {
    const api = fakeApi(mixed);
    const { user } = renderList(api, { url: '/dashboard/student-list?centre=90210' });
    expect(await screen.findByText('Showing 3 certificates')).toBeVisible();
    expect(api.scopes.every((scope) => scope.centreNumber === '87583')).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Centre' })).not.toBeInTheDocument();
    expect(api.searchCentres).not.toHaveBeenCalled();

    await user.click(viewButtonFor('Learner1 Patel'));
    const centre = within(dialog()).getByRole('textbox', { name: 'Centre Number' });
    expect(centre).toHaveValue('87583');
    expect(centre).toHaveAttribute('readonly');
  });

  it('offers a suspended centre’s staff no edit of its learners, and says why', async () => {
    const york = (index: number) => certificate(index, { centreNumber: '44120' });
    const api = fakeApi([york(0), york(1)]);
    const { user } = renderList(api, { role: { role: 'centre', centreNumber: '44120' } });
    await user.click(
      await screen.findByRole('button', { name: 'View Details for Learner1 Patel' }),
    );
    const form = within(dialog());
    expect(await form.findByText('These details cannot be edited now')).toBeVisible();
    expect(
      form.getByText(
        /Your centre, 44120, is suspended: its certificates' details cannot be changed/,
      ),
    ).toBeVisible();
    expect(form.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(api.readCentre).toHaveBeenCalledWith('44120');
  });

  it('lets an admin see every centre, or narrow to one kept in the URL', async () => {
    const api = fakeApi(mixed);
    const { user } = renderList(api, { role: adminRole });
    expect(await screen.findByText('Showing 5 certificates')).toBeVisible();
    expect(api.scopes.at(-1)).toEqual({ centreNumber: null });

    const filter = screen.getByRole('combobox', { name: 'Centre' });
    await user.type(filter, 'harb');
    await user.click(await screen.findByRole('option', { name: '90210 · Harbour College, Hull' }));
    expect(await screen.findByText('Showing 2 certificates')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/student-list?centre=90210',
    );
    expect(api.scopes.at(-1)).toEqual({ centreNumber: '90210' });

    // A search keeps the centre.
    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), 'Mensah{Enter}');
    expect(await screen.findByText('Showing 1 certificate')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/student-list?q=Mensah&centre=90210',
    );
  });

  it('lets an admin move a learner to another active centre, and to no suspended one', async () => {
    const api = fakeApi(mixed);
    const { user } = renderList(api, { role: adminRole });
    await user.click(
      await screen.findByRole('button', { name: 'View Details for Learner1 Patel' }),
    );
    const form = within(dialog());
    const centre = await form.findByRole('combobox', { name: 'Centre Number' });
    expect(centre).toHaveValue('87583');
    // A suspended centre is suggested, marked, and not taken; nor is one typed.
    await user.clear(centre);
    await user.type(centre, 'fen');
    const fenwick = await screen.findByRole('option', {
      name: '44120 · Fenwick Skills, York (suspended)',
    });
    expect(fenwick).toHaveAttribute('aria-disabled', 'true');
    await user.clear(centre);
    await user.type(centre, '44120');
    await user.tab();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(centre).toHaveAccessibleDescription(
        expect.stringContaining('Centre 44120 is suspended: choose an active centre.'),
      ),
    );
    expect(api.saves).toHaveLength(0);

    await user.clear(centre);
    await user.type(centre, 'harb');
    await user.click(await screen.findByRole('option', { name: '90210 · Harbour College, Hull' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Saved!')).toBeVisible();
    expect(api.saves.at(-1)?.edit.centreNumber).toBe('90210');
  });
});
