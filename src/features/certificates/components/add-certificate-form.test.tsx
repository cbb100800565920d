import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CertificateDetails } from '@/domain/certificate';
import { formatCertificateNumber, formatStudentNumber } from '@/domain/certificate-numbers';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import type { StaffRole } from '@/domain/staff';
import { testCentres } from '@/testing/centres';
import { fakeCentrePickerApi } from '@/testing/fake-centre-picker-api';
import { adminRole, centreRole } from '@/testing/staff';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { CertificateFormApi } from '../api/certificate-form-api';
import { AddCertificateForm } from './add-certificate-form';

// The form with its database operations passed in as plain functions: Firestore itself is
// exercised by the tests in tests/certificates against the emulator.

// Friday 14 June 2024: the calendar's Yesterday is 13 June 2024, award year 24.
const today = new Date(2024, 5, 14, 10, 0);
const thisYear = new Date().getFullYear();

/** A registry probe that finds every number free but those given. */
function freeExcept(...taken: string[]) {
  return async (numbers: readonly string[]): Promise<boolean[]> =>
    numbers.map((number) => !taken.includes(number));
}

function fakeApi(
  overrides: Partial<
    Pick<
      CertificateFormApi,
      'probeCertificateNumbers' | 'probeStudentNumbers' | 'searchCentres' | 'readCentre'
    >
  > = {},
) {
  const addCertificate = vi.fn(
    async (details: CertificateDetails, _options: { onAdding?: () => void }) => ({
      id: 'new-certificate',
      certificateNumber: details.certificateNumber,
      studentNumber: details.studentNumber,
    }),
  );
  return {
    probeCertificateNumbers: vi.fn(freeExcept()),
    probeStudentNumbers: vi.fn(freeExcept()),
    // Always the lowest free sequence: 112 for the certificate, 113 for the student (it avoids 112).
    random: () => 0,
    ...fakeCentrePickerApi(),
    ...overrides,
    addCertificate,
  };
}

async function setup(api = fakeApi(), role: StaffRole = centreRole) {
  const user = userEvent.setup({ skipHover: true });
  renderWithQueryClient(<AddCertificateForm role={role} api={api} today={today} />);
  const certificate = screen.getByRole('textbox', { name: 'Certificate Number' });
  const student = screen.getByRole('textbox', { name: 'Student Number' });
  await waitFor(() => expect(certificate).toHaveValue(formatCertificateNumber(thisYear, 112)));
  return { user, api, certificate, student };
}

function markerOf(input: HTMLElement): boolean {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .some((id) => document.getElementById(id)?.textContent === 'Auto-generated');
}

describe('AddCertificateForm: numbers', () => {
  it('generates both numbers on load, marked as auto-generated, from one round of probes per kind', async () => {
    const { api, certificate, student } = await setup();
    expect(student).toHaveValue(formatStudentNumber('', thisYear, 113));
    expect(markerOf(certificate)).toBe(true);
    expect(markerOf(student)).toBe(true);
    expect(screen.getAllByText('Auto-generated')).toHaveLength(2);
    // Every random pick is 112: the certificate asks about it alone; the student, which avoids
    // it, scans from 113 a round of four at a time.
    expect(api.probeCertificateNumbers).toHaveBeenCalledExactlyOnceWith([
      formatCertificateNumber(thisYear, 112),
    ]);
    expect(api.probeStudentNumbers).toHaveBeenCalledExactlyOnceWith(
      [113, 114, 115, 116].map((sequence) => formatStudentNumber('', thisYear, sequence)),
    );
  });

  it('skips the numbers already in use', async () => {
    const api = fakeApi({
      probeCertificateNumbers: vi.fn(
        freeExcept(formatCertificateNumber(thisYear, 112), formatCertificateNumber(thisYear, 113)),
      ),
    });
    renderWithQueryClient(<AddCertificateForm role={centreRole} api={api} today={today} />);
    const { certificate, student } = fields();
    await waitFor(() => expect(certificate).toHaveValue(formatCertificateNumber(thisYear, 114)));
    expect(student).toHaveValue(formatStudentNumber('', thisYear, 112));
  });

  it('regenerates both numbers for the awarded date chosen in the calendar', async () => {
    const { user, api, certificate, student } = await setup();
    await user.click(screen.getByRole('textbox', { name: 'Awarded Date' }));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(certificate).toHaveValue('086524112'));
    expect(student).toHaveValue('Q8824113');
    expect(api.probeCertificateNumbers).toHaveBeenLastCalledWith(['086524112']);
    expect(api.probeStudentNumbers).toHaveBeenLastCalledWith([
      'Q8824113',
      'Q8824114',
      'Q8824115',
      'Q8824116',
    ]);
  });

  it('regenerates when the birth year changes, but never replaces a number typed by hand', async () => {
    const { user, certificate, student } = await setup();
    await user.clear(certificate);
    await user.type(certificate, '086599500');
    expect(markerOf(certificate)).toBe(false);
    expect(screen.getAllByText('Auto-generated')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Birth Year' }), '92');
    const yy = String(thisYear % 100).padStart(2, '0');
    await waitFor(() => expect(student).toHaveValue(`Q92${yy}112`));
    expect(markerOf(student)).toBe(true);
    expect(certificate).toHaveValue('086599500');
    expect(markerOf(certificate)).toBe(false);
  });

  it('gives a fresh number again on request, with its marker back', async () => {
    const { user, certificate } = await setup();
    await user.clear(certificate);
    await user.type(certificate, '086599500');
    await user.click(screen.getByRole('button', { name: 'Generate a new certificate number' }));
    await waitFor(() => expect(certificate).toHaveValue(formatCertificateNumber(thisYear, 112)));
    expect(markerOf(certificate)).toBe(true);
  });

  it('says so and blocks the save when a year has no certificate numbers left', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({
      probeCertificateNumbers: vi.fn(async (numbers: readonly string[]) =>
        numbers.map(() => false),
      ),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<AddCertificateForm role={centreRole} api={api} today={today} />);
    const certificate = screen.getByRole('textbox', { name: 'Certificate Number' });
    expect(
      await screen.findByText(`No certificate numbers left for award year ${thisYear}`),
    ).toBeVisible();
    expect(certificate).toHaveValue('');
    expect(certificate).toHaveAccessibleDescription(
      `No certificate numbers left for award year ${thisYear}`,
    );

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
    expect(api.addCertificate).not.toHaveBeenCalled();
    expect(certificate).toHaveFocus();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('logs a generation failure and leaves that number empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({
      probeStudentNumbers: vi.fn(async () => {
        throw new Error('unavailable');
      }),
    });
    renderWithQueryClient(<AddCertificateForm role={centreRole} api={api} today={today} />);
    const certificate = screen.getByRole('textbox', { name: 'Certificate Number' });
    await waitFor(() => expect(certificate).toHaveValue(formatCertificateNumber(thisYear, 112)));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('textbox', { name: 'Student Number' })).toHaveValue('');
    error.mockRestore();
  });
});

function fields() {
  return {
    certificate: screen.getByRole('textbox', { name: 'Certificate Number' }),
    student: screen.getByRole('textbox', { name: 'Student Number' }),
  };
}

describe('AddCertificateForm: input rules', () => {
  it('keeps only digits in Birth Year, at most two, whether typed or pasted', async () => {
    const { user } = await setup();
    const birthYear = screen.getByRole('textbox', { name: 'Birth Year' });
    await user.type(birthYear, 'a9-b');
    expect(birthYear).toHaveValue('9');
    await user.type(birthYear, '2');
    await user.type(birthYear, '7');
    expect(birthYear).toHaveValue('92');
    await user.clear(birthYear);
    await user.click(birthYear);
    await user.paste('19 85');
    expect(birthYear).toHaveValue('19');
  });

  it('explains the format of a number typed by hand that does not follow it', async () => {
    const { user, api, certificate, student } = await setup();
    await user.clear(certificate);
    await user.type(certificate, '12345');
    await user.tab();
    expect(certificate).toHaveAccessibleDescription(/format 0865, the two-digit award year/);
    expect(certificate).toBeInvalid();

    await user.clear(student);
    await user.type(student, 'Q12345678');
    await user.tab();
    expect(student).toHaveAccessibleDescription(/format Q, the two-digit birth year/);

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
    expect(api.addCertificate).not.toHaveBeenCalled();
    expect(certificate).toHaveFocus();
  });

  it('accepts a typed number in lower case or with spaces, as it will be stored', async () => {
    const { user, api, student } = await setup();
    await user.clear(student);
    await user.type(student, 'q88 24 777');
    await user.tab();
    expect(student).toBeValid();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
    await waitFor(() => expect(api.addCertificate).toHaveBeenCalled());
    expect(api.addCertificate.mock.calls[0]![0].studentNumber).toBe('Q8824777');
  });

  it('asks for the names and shows the centre number read-only', async () => {
    const { user, api } = await setup();
    const centre = screen.getByRole('textbox', { name: 'Centre Number' });
    expect(centre).toHaveValue('87583');
    expect(centre).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
      "Enter the learner's first name.",
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(api.addCertificate).not.toHaveBeenCalled();
  });
});

describe('AddCertificateForm: saving', () => {
  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), '  Ada ');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
    await user.type(
      screen.getByRole('combobox', { name: 'Course Name' }),
      'Larkfield Level 2 Certificate in Business Administration (RQF)',
    );
    await user.type(screen.getByRole('textbox', { name: 'Birth Year' }), '02');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Student Number' })).toHaveValue(
        formatStudentNumber('02', thisYear, 113),
      ),
    );
  }

  it('shows each step, saves once however often it is pressed, then starts a fresh form', async () => {
    let finish: () => void = () => {};
    const api = fakeApi();
    api.addCertificate.mockImplementation(async (details, options) => {
      await new Promise<void>((resolve) => {
        finish = () => {
          options.onAdding?.();
          resolve();
        };
      });
      return {
        id: 'c1',
        certificateNumber: details.certificateNumber,
        studentNumber: details.studentNumber,
      };
    });
    const { user, certificate } = await setup(api);
    await fillIn(user);
    const status = screen.getByRole('status', { name: '' });
    const button = screen.getByRole('button', { name: 'Add Certificate' });

    await user.click(button);
    expect(status).toHaveTextContent('Checking for duplicates...');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(api.addCertificate).toHaveBeenCalledTimes(1);
    expect(api.addCertificate.mock.calls[0]![0]).toEqual({
      certificateNumber: formatCertificateNumber(thisYear, 112),
      studentNumber: formatStudentNumber('02', thisYear, 113),
      firstName: 'Ada',
      surname: 'Lovelace',
      courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
      awardedDate: '',
      birthYear: '02',
      centreNumber: '87583',
      learnerEmail: '',
    });

    await act(async () => finish());
    expect(status).toHaveTextContent('Certificate added!');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Birth Year' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Centre Number' })).toHaveValue('87583');
    // New numbers for the next learner: the birth year is blank again.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Student Number' })).toHaveValue(
        formatStudentNumber('', thisYear, 113),
      ),
    );
    expect(markerOf(certificate)).toBe(true);
  });

  it.each([
    [
      new DuplicateNumberError('certificate', '086525112'),
      'Error: Certificate Number already exists.',
    ],
    [new DuplicateNumberError('student', 'Q0225113'), 'Error: Candidate Number already exists.'],
    [
      new Error('Missing or insufficient permissions.'),
      'Error: Missing or insufficient permissions.',
    ],
  ])('reports %s as the spec words it and keeps what was typed', async (failure, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi();
    api.addCertificate.mockRejectedValue(failure);
    const { user } = await setup(api);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
    const status = within(screen.getByRole('status', { name: '' }));
    expect(await status.findByText(message)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('  Ada ');
    error.mockRestore();
  });
});

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Holds a probe's next round until the test releases it, so typing can happen while a generation
 * is under way; it then finds every number free.
 */
function holdNextRound(probe: CertificateFormApi['probeCertificateNumbers']) {
  const lookup = deferred<undefined>();
  vi.mocked(probe).mockImplementationOnce(async (numbers) => {
    await lookup.promise;
    return numbers.map(() => true);
  });
  return () => lookup.resolve(undefined);
}

// Issue 20: what a person types always wins over a generation still in flight.
// Typing into a form re-renders it per key, which jsdom does slowly on a loaded machine.
describe('AddCertificateForm: typing wins over generation', { timeout: 15_000 }, () => {
  async function saveOne(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
    expect(
      await within(screen.getByRole('status', { name: '' })).findByText('Certificate added!'),
    ).toBeVisible();
  }

  it('says the first numbers of a fresh form are being generated, then keeps what is typed', async () => {
    const { user, api, certificate } = await setup();
    const release = holdNextRound(api.probeCertificateNumbers);
    await saveOne(user);

    expect(certificate).toHaveValue('');
    expect(certificate).toHaveAttribute('placeholder', 'Generating…');
    expect(certificate).toHaveAccessibleDescription(/Generating a number…/);
    await user.type(certificate, '086599500');
    await act(async () => release());

    expect(certificate).toHaveValue('086599500');
    expect(markerOf(certificate)).toBe(false);
  });

  it('keeps a number typed while the save is still under way', async () => {
    const api = fakeApi();
    const saved = deferred<undefined>();
    api.addCertificate.mockImplementation(async (details) => {
      await saved.promise;
      return { id: 'c1', certificateNumber: details.certificateNumber, studentNumber: '' };
    });
    const { user, certificate } = await setup(api);
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
    await user.clear(certificate);
    await user.type(certificate, '086599500');
    await act(async () => saved.resolve(undefined));

    expect(await screen.findByText('Certificate added!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Generating a number…')).toBeNull());
    expect(certificate).toHaveValue('086599500');
    expect(markerOf(certificate)).toBe(false);
    // A fresh student number beside it, avoiding the typed number's sequence (500), not 112's.
    expect(screen.getByRole('textbox', { name: 'Student Number' })).toHaveValue(
      formatStudentNumber('', thisYear, 112),
    );
  });

  it('keeps a number typed after the awarded date changes, before the new numbers arrive', async () => {
    const { user, api, certificate, student } = await setup();
    const release = holdNextRound(api.probeCertificateNumbers);
    await user.click(screen.getByRole('textbox', { name: 'Awarded Date' }));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));

    expect(certificate).toHaveValue('');
    await user.type(certificate, '086524900');
    await act(async () => release());

    await waitFor(() => expect(student).toHaveValue('Q8824113'));
    expect(certificate).toHaveValue('086524900');
    expect(markerOf(certificate)).toBe(false);
  });

  it('saves, once the numbers are there, what was sent while a number was still being generated', async () => {
    const { user, api, certificate } = await setup();
    await saveOne(user);
    // The fresh form's student number stays in flight while a used certificate number is typed
    // and the form is sent with Enter.
    const release = holdNextRound(api.probeStudentNumbers);
    await user.click(screen.getByRole('button', { name: 'Generate a new student number' }));
    api.addCertificate.mockRejectedValueOnce(new DuplicateNumberError('certificate', '086599500'));
    await user.clear(certificate);
    await user.type(certificate, '086599500');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Isla');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Cameron{Enter}');

    const status = screen.getByRole('status', { name: '' });
    expect(status).toHaveTextContent('Waiting for the numbers...');
    expect(api.addCertificate).toHaveBeenCalledTimes(1);

    await act(async () => release());
    expect(
      await within(status).findByText('Error: Certificate Number already exists.'),
    ).toBeVisible();
    expect(api.addCertificate).toHaveBeenCalledTimes(2);
    expect(api.addCertificate.mock.calls[1]![0]).toMatchObject({
      certificateNumber: '086599500',
      studentNumber: formatStudentNumber('', thisYear, 113),
      firstName: 'Isla',
    });
  });

  it('keeps a number typed after Generate, before the new number arrives', async () => {
    const { user, api, certificate } = await setup();
    const release = holdNextRound(api.probeCertificateNumbers);
    await user.click(screen.getByRole('button', { name: 'Generate a new certificate number' }));

    expect(certificate).toHaveValue('');
    await user.type(certificate, '086599500');
    await act(async () => release());

    expect(certificate).toHaveValue('086599500');
    expect(markerOf(certificate)).toBe(false);
  });
});

describe('AddCertificateForm: the centre', () => {
  async function fillNames(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lovelace');
  }

  it('adds a centre’s certificate under its own centre, read-only, without listing centres', async () => {
    const api = fakeApi();
    const { user } = await setup(api, { role: 'centre', centreNumber: '90210' });
    const centre = screen.getByRole('textbox', { name: 'Centre Number' });
    expect(centre).toHaveValue('90210');
    expect(centre).toHaveAttribute('readonly');
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
    await waitFor(() => expect(api.addCertificate).toHaveBeenCalled());
    expect(api.addCertificate.mock.calls[0]![0].centreNumber).toBe('90210');
    expect(api.searchCentres).not.toHaveBeenCalled();
    expect(centre).toHaveAccessibleDescription(
      'Filled in for you: 90210 · Harbour College, Hull, the centre that awards the certificate.',
    );
  });

  it.each([
    ['suspended', '44120', 'Your centre, 44120, is suspended: no certificate can be added'],
    ['not on the register', '55555', 'Your centre, 55555, is not on the register'],
  ])(
    'tells a centre’s staff at once when their centre is %s, and adds nothing',
    async (_state, centreNumber, text) => {
      const api = fakeApi();
      const { user } = await setup(api, { role: 'centre', centreNumber });
      expect(
        await screen.findByText('Certificates cannot be added under your centre'),
      ).toBeVisible();
      expect(screen.getByText(new RegExp(text))).toBeVisible();
      await fillNames(user);
      await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
      const centre = screen.getByRole('textbox', { name: 'Centre Number' });
      expect(centre).toHaveAccessibleDescription(expect.stringContaining(text));
      expect(api.addCertificate).not.toHaveBeenCalled();
    },
  );

  it('lets an admin choose an active centre by its name, and adds under the one chosen', async () => {
    const api = fakeApi();
    const { user } = await setup(api, adminRole);
    const centre = await screen.findByRole('combobox', { name: 'Centre Number' });
    expect(centre).toHaveValue('87583');
    await waitFor(() =>
      expect(centre).toHaveAccessibleDescription(
        expect.stringContaining('Larkfield Training, Leeds'),
      ),
    );
    await user.clear(centre);
    await user.type(centre, 'harb');
    await user.click(await screen.findByRole('option', { name: '90210 · Harbour College, Hull' }));
    expect(centre).toHaveValue('90210');
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
    await waitFor(() => expect(api.addCertificate).toHaveBeenCalled());
    expect(api.addCertificate.mock.calls[0]![0].centreNumber).toBe('90210');
  });

  it.each([
    ['not on the register', () => null],
    ['suspended', () => testCentres[2]!],
  ])(
    'asks an admin for an active centre when the default one is %s',
    async (_state, defaultCentre) => {
      const picker = fakeCentrePickerApi();
      const api = fakeApi({
        readCentre: vi.fn(async (centreNumber: string) =>
          centreNumber === '87583' ? defaultCentre() : picker.readCentre(centreNumber),
        ),
      });
      const { user } = await setup(api, adminRole);
      const centre = await screen.findByRole('combobox', { name: 'Centre Number' });
      expect(centre).toHaveValue('87583');
      await fillNames(user);
      await waitFor(() => expect(api.readCentre).toHaveBeenCalledWith('87583'));
      await user.click(screen.getByRole('button', { name: 'Add Certificate' }));
      expect(centre).toHaveAccessibleDescription(
        expect.stringContaining('Choose an active centre: certificates are added only under one.'),
      );
      expect(centre).toHaveFocus();
      expect(api.addCertificate).not.toHaveBeenCalled();
    },
  );
});
