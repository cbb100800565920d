import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { addedCertificate } from '@/testing/certificates';
import { ada } from '@/testing/learners';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import { DownloadPdfButton } from './download-pdf-button';

describe('DownloadPdfButton', () => {
  it('saves the certificate’s PDF under its number', async () => {
    const certificate = await addedCertificate(ada, { id: 'cert-ada' });
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:pdf';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloadPdf = vi.fn(async () => new TextEncoder().encode('%PDF-1.7 ada'));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithQueryClient(
      <DownloadPdfButton certificate={certificate} downloadPdf={downloadPdf} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(downloadPdf).toHaveBeenCalledWith('cert-ada');
    expect(clicked).toHaveBeenCalledOnce();
    expect(saved[0]?.type).toBe('application/pdf');
    clicked.mockRestore();
    vi.unstubAllGlobals();
  });

  it('says why no PDF could be had', async () => {
    const certificate = await addedCertificate(ada, { id: 'cert-ada' });
    const downloadPdf = vi.fn(async () => {
      throw new Error(
        'Only a valid certificate, with no withdrawal or replacement waiting, is issued as a PDF.',
      );
    });
    renderWithQueryClient(
      <DownloadPdfButton certificate={certificate} downloadPdf={downloadPdf} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Only a valid certificate/);
  });
});
