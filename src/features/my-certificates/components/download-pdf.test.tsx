import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DownloadPdf } from './download-pdf';

const certificate = { id: 'cert-ada', certificateNumber: '086525112' };

describe('DownloadPdf, on a learner’s certificate', () => {
  it('saves the issued PDF under the certificate’s number', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:pdf';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: lastBlob! });
    });
    const readPdf = vi.fn(async () => new TextEncoder().encode('%PDF-1.7 ada'));
    render(<DownloadPdf certificate={certificate} readPdf={readPdf} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(readPdf).toHaveBeenCalledWith('cert-ada');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('certificate-086525112.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    clicked.mockRestore();
    vi.unstubAllGlobals();
  });

  it('says when no PDF has been issued yet, and saves nothing', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    render(<DownloadPdf certificate={certificate} readPdf={async () => null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No PDF has been issued for this certificate yet',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveAccessibleDescription(
      /ask your centre to issue its PDF/,
    );
    expect(clicked).not.toHaveBeenCalled();
    clicked.mockRestore();
  });

  it('says why the PDF could not be read, and offers the button again', async () => {
    const readPdf = vi
      .fn<(id: string) => Promise<Uint8Array | null>>()
      .mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    render(<DownloadPdf certificate={certificate} readPdf={readPdf} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
