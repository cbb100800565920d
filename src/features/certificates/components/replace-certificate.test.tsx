import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import type { Centre } from '@/domain/centres';
import { DEFAULT_CENTRE_NUMBER, type Certificate } from '@/domain/certificate';
import { formatCertificateNumber } from '@/domain/certificate-numbers';
import type { StaffRole } from '@/domain/staff';
import { certificateFromData } from '@/lib/certificate-converter';
import { createStaffQueryClient } from '@/lib/query-client';

import type { ReplacementApi } from '../api/certificate-form-api';
import { ReplaceCertificate } from './replace-certificate';

const admin: StaffRole = { role: 'admin' };
const larkfield: Centre = {
  centreNumber: DEFAULT_CENTRE_NUMBER,
  name: 'Larkfield Training, Leeds',
  status: 'active',
  approvedAt: new Date(2024, 0, 15),
  approvedBy: 'admin@larkfieldawards.example',
  approvedByUid: 'uid-admin',
};
const thisYear = new Date().getFullYear();

function oldCertificate(overrides: Partial<Certificate> = {}): Certificate {
  const stored = certificateFromData('old-1', {
    certificateNumber: '086525417',
    studentNumber: 'Q8825533',
    firstName: 'Siobhan',
    surname: 'Gallagher',
    courseName: '',
    awardedDate: '',
    birthYear: '94',
    centreNumber: DEFAULT_CENTRE_NUMBER,
    createdAt: new Date(2025, 5, 12),
  });
  return { ...stored, pendingStatus: 'replaced', ...overrides };
}

function fakeApi(certificate: Certificate | null): ReplacementApi {
  return {
    probeCertificateNumbers: async (numbers) => numbers.map(() => true),
    probeStudentNumbers: async (numbers) => numbers.map(() => true),
    random: () => 0,
    addCertificate: vi.fn(async (details) => ({
      id: 'new-1',
      certificateNumber: details.certificateNumber,
      studentNumber: details.studentNumber,
    })),
    searchCentres: async () => [larkfield],
    readCentre: async (centreNumber) =>
      centreNumber === larkfield.centreNumber ? larkfield : null,
    readCertificate: async () => certificate,
  };
}

function renderReplacement(api: ReplacementApi, role: StaffRole = admin) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createStaffQueryClient()}>
      <MemoryRouter>
        <ReplaceCertificate certificateId="old-1" role={role} api={api} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

describe('ReplaceCertificate', () => {
  it('tells a centre’s staff that only the awarding body completes a replacement', () => {
    renderReplacement(fakeApi(oldCertificate()), { role: 'centre', centreNumber: '87583' });
    expect(screen.getByText('Only the awarding body completes a replacement.')).toBeVisible();
  });

  it('says when the certificate is no longer on the register', async () => {
    renderReplacement(fakeApi(null));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This certificate is not on the register.',
    );
  });

  it('says why a certificate with no replacement requested cannot be replaced', async () => {
    renderReplacement(fakeApi(oldCertificate({ pendingStatus: null })));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This certificate cannot be replaced now.');
    expect(alert).toHaveTextContent('Certificate 086525417 has no replacement requested.');
  });

  it('adds the replacement from the old record, then says so and takes focus', async () => {
    const api = fakeApi(oldCertificate());
    const { user } = renderReplacement(api);
    expect(await screen.findByText('Replacing certificate 086525417')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Gallagher');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue(
        formatCertificateNumber(thisYear, 112),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add Replacement' }));

    const done = (await screen.findByText('Replacement added')).parentElement!;
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent(
      `Certificate ${formatCertificateNumber(thisYear, 112)} (student number`,
    );
    expect(done).toHaveTextContent('now replaces certificate 086525417.');
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    expect(api.addCertificate).toHaveBeenCalledWith(
      expect.objectContaining({ surname: 'Gallagher' }),
      expect.objectContaining({ replaces: { certificateId: 'old-1' } }),
    );
  });
});
