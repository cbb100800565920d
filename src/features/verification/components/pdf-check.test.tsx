import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import type { FoundCertificate } from '@/domain/public-check';

import type { CheckPdf } from '../api/check-pdf';
import { PdfCheck } from './pdf-check';

const certificate: FoundCertificate = {
  certificateId: 'cert-1',
  qualification: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
  learner: 'Ada Lovelace',
  awardedDate: '2025-03-12',
  certificateNumber: '086525417',
  centreNumber: '87583',
  status: 'valid',
  statusChangedAt: null,
};

function renderCheck(check: CheckPdf) {
  render(
    <MemoryRouter>
      <PdfCheck check={check} />
    </MemoryRouter>,
  );
  return userEvent.setup({ applyAccept: false });
}

/** A chosen file; jsdom's File cannot give its bytes, so the test says what they are. */
function fileOf(text: string): File {
  const file = new File([text], 'certificate.pdf', { type: 'application/pdf' });
  const bytes = new TextEncoder().encode(text);
  return Object.assign(file, { arrayBuffer: async () => bytes.buffer });
}

const pdfFile = () => fileOf('%PDF-1.7 certificate');

describe('PdfCheck', () => {
  it('says a file is exactly the one issued, and what its certificate is today', async () => {
    const check = vi.fn<CheckPdf>(async () => ({
      status: 'answered',
      answer: { kind: 'exact', issuedAt: new Date(2026, 0, 5), status: 'valid', certificate },
    }));
    const user = renderCheck(check);
    await user.upload(screen.getByLabelText('Certificate PDF'), pdfFile());
    const result = await screen.findByRole('region', {
      name: 'This is exactly the certificate we issued',
    });
    expect(result).toHaveTextContent('Today it is: Valid');
    expect(result).toHaveTextContent('5 January 2026');
    expect(result).toHaveFocus();
    expect(new TextDecoder().decode(check.mock.calls[0]![0])).toBe('%PDF-1.7 certificate');
  });

  it('says when we did not issue a file, and when it is an earlier version', async () => {
    const answers = [
      { kind: 'not-issued' },
      { kind: 'earlier', issuedAt: null, replacedAt: new Date(2026, 1, 2) },
    ] as const;
    const check = vi.fn<CheckPdf>();
    for (const answer of answers) check.mockResolvedValueOnce({ status: 'answered', answer });
    const user = renderCheck(check);
    await user.upload(screen.getByLabelText('Certificate PDF'), pdfFile());
    expect(
      await screen.findByRole('region', { name: 'We did not issue this file' }),
    ).toHaveTextContent(/check by number and names instead/);
    await user.upload(screen.getByLabelText('Certificate PDF'), pdfFile());
    expect(
      await screen.findByRole('region', { name: 'This is an earlier version' }),
    ).toHaveTextContent('a replacement was issued on 2 February 2026');
  });

  it('refuses a file that is not a PDF without looking anything up', async () => {
    const check = vi.fn<CheckPdf>();
    const user = renderCheck(check);
    await user.upload(screen.getByLabelText('Certificate PDF'), fileOf('<html>'));
    expect(
      await screen.findByRole('region', { name: 'This file cannot be checked' }),
    ).toHaveTextContent(/not a PDF/);
    expect(check).not.toHaveBeenCalled();
  });
});
