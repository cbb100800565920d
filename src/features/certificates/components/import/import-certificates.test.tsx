import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { StaffRole } from '@/domain/staff';
import { testCentres } from '@/testing/centres';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { ImportApi } from '../../api/import-api';
import { courseTitles } from '../../hooks/use-certificate-import';
import { templateCsv } from '../../utils/import-files';
import { ImportCertificates } from './import-certificates';

function fakeApi() {
  return {
    readRegisterFacts: vi.fn(async () => ({
      certificateNumbers: new Set<string>(),
      studentNumbers: new Set<string>(),
      learners: new Set<string>(),
    })),
    importCertificates: vi.fn<ImportApi['importCertificates']>(),
    readCentre: vi.fn(
      async (centreNumber: string) =>
        testCentres.find((centre) => centre.centreNumber === centreNumber) ?? null,
    ),
  };
}

async function chooseTemplate(role: StaffRole, api: ImportApi) {
  const user = userEvent.setup();
  renderWithQueryClient(<ImportCertificates role={role} api={api} />);
  const text = templateCsv(courseTitles[0] ?? '');
  const file = new File([text], 'cohort.csv', { type: 'text/csv' });
  // jsdom's File cannot be read; the browser's can.
  const bytes = new TextEncoder().encode(text);
  Object.assign(file, { arrayBuffer: async () => bytes.buffer, text: async () => text });
  await user.upload(screen.getByLabelText('Choose a CSV file'), file);
}

describe('ImportCertificates: a centre’s own centre', () => {
  it('offers the import of a checked file under an active centre', async () => {
    await chooseTemplate({ role: 'centre', centreNumber: '87583' }, fakeApi());
    expect(await screen.findByRole('button', { name: /^Import 1 certificate/ })).toBeEnabled();
    expect(screen.queryByText(/cannot be imported under your centre/)).not.toBeInTheDocument();
  });

  it('checks a file but imports nothing while the centre is suspended, and says why', async () => {
    const api = fakeApi();
    await chooseTemplate({ role: 'centre', centreNumber: '44120' }, api);
    const notice = (await screen.findByText('Certificates cannot be imported under your centre'))
      .parentElement!;
    expect(within(notice).getByText(/Your centre, 44120, is suspended/)).toBeVisible();
    // The dry run's report shows; no button would send it.
    expect(await screen.findByText(/ready to import/i)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import 1 certificate/ })).not.toBeInTheDocument();
    expect(api.importCertificates).not.toHaveBeenCalled();
  });
});

describe('ImportCertificates: the run', () => {
  it('imports the rows found ready, with progress, then says what it did', async () => {
    const api = fakeApi();
    api.importCertificates.mockImplementation(async ({ rows, onProgress }) => {
      onProgress?.({ done: rows.length, failed: 0, total: rows.length });
      return {
        status: 'complete',
        resumed: 0,
        outcomes: rows.map(({ line }) => ({
          line,
          outcome: 'imported',
          certificateNumber: '086526112',
          studentNumber: 'Q8826113',
        })),
      };
    });
    await chooseTemplate({ role: 'centre', centreNumber: '87583' }, api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Import 1 certificate/ }));

    const outcome = (await screen.findByText('Import finished')).parentElement!;
    expect(outcome).toHaveTextContent('1 imported now.');
    expect(
      within(outcome).getByRole('button', { name: 'Download the results (CSV)' }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(api.importCertificates).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: 'cohort.csv', centreNumber: '87583' }),
    );
    expect(screen.queryByRole('button', { name: /^Import 1 certificate/ })).not.toBeInTheDocument();
  });
});
