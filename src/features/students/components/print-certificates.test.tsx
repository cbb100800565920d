import { screen, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { MemoryRouter } from 'react-router-dom';

import { DEFAULT_CENTRE_NUMBER, type Certificate } from '@/domain/certificate';
import { everyCentre } from '@/domain/query-scope';
import { certificateFromData } from '@/lib/certificate-converter';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { PrintApi, PrintBatch } from '../api/print-batch';
import { parsePrintSelection } from '../utils/print-selection';
import { PrintCertificates } from './print-certificates';

function certificate(id: string, overrides: Partial<Certificate> = {}): Certificate {
  const stored = certificateFromData(id, {
    certificateNumber: '086525417',
    studentNumber: 'Q8825533',
    firstName: 'Siobhan',
    surname: 'Gallagher',
    courseName: 'Larkfield Level 3 Diploma in Teaching and Learning Support (RQF)',
    awardedDate: '2025-06-12',
    birthYear: '94',
    centreNumber: DEFAULT_CENTRE_NUMBER,
    createdAt: new Date(2025, 5, 12),
  });
  return { ...stored, fullName: `${stored.firstName} ${stored.surname}`, ...overrides };
}

function renderPage(batch: Partial<PrintBatch>, query = 'id=cert-1') {
  const calls: unknown[] = [];
  const api: PrintApi = {
    async fetchBatch(selection) {
      calls.push(selection);
      return { certificates: [], missing: [], overLimit: false, replacedNumbers: {}, ...batch };
    },
  };
  renderWithQueryClient(
    <MemoryRouter>
      <PrintCertificates
        selection={parsePrintSelection(new URLSearchParams(query))}
        scope={everyCentre}
        api={api}
      />
    </MemoryRouter>,
  );
  return { calls };
}

/** The QR code's dark modules, drawn as pixels and read back as a scanner would. */
function decodeQr(svg: Element): string | null {
  const [, , width] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  const size = width!;
  const scale = 4;
  const pixels = new Uint8ClampedArray(size * scale * size * scale * 4).fill(255);
  const path = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * size * scale + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, size * scale, size * scale)?.data ?? null;
}

describe('PrintCertificates', () => {
  it('prints the certificate with its wording, the date in words and the numbers', async () => {
    renderPage({ certificates: [certificate('cert-1')] });
    const sheet = await screen.findByRole('article', { name: 'Certificate for Siobhan Gallagher' });
    expect(sheet).toHaveTextContent('Larkfield Awards');
    expect(sheet).toHaveTextContent(
      /This is to certify that\s*Siobhan Gallagher\s*has been awarded the\s*Larkfield Level 3 Diploma in Teaching and Learning Support \(RQF\)\s*on the twelfth day of June two thousand and twenty-five/,
    );
    expect(sheet).toHaveTextContent('Certificate number086525417');
    expect(sheet).toHaveTextContent('Student numberQ8825533');
    expect(sheet).toHaveTextContent(`Centre number${DEFAULT_CENTRE_NUMBER}`);
    expect(sheet).toHaveTextContent('Responsible OfficerFor and on behalf of Larkfield Awards');
    expect(sheet).toHaveTextContent('regulated by Ofqual');
    expect(sheet).not.toHaveTextContent('Replacement certificate');
    const address =
      'https://www.larkfieldawards.example/verify-certificate?certificateNumber=086525417';
    expect(sheet).toHaveTextContent(`Check this certificate at${address}`);
    const qr = within(sheet).getByRole('img', { name: `QR code: ${address}` });
    expect(decodeQr(qr)).toBe(address);
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Verification Link' })).toBeVisible();
  });

  it('says on a replacement which certificate it replaces', async () => {
    renderPage({
      certificates: [certificate('cert-2', { certificateNumber: '086525999', replaces: 'cert-1' })],
      replacedNumbers: { 'cert-1': '086525417' },
    });
    const sheet = await screen.findByRole('article');
    expect(sheet).toHaveTextContent('Replacement certificate: replaces certificate 086525417');
  });

  it('prints a batch one page each, and leaves out what may not be printed, saying why', async () => {
    renderPage(
      {
        certificates: [
          certificate('a', { firstName: 'Ada', fullName: 'Ada Gallagher' }),
          certificate('b', {
            firstName: 'Bea',
            fullName: 'Bea Gallagher',
            certificateNumber: '086525418',
            status: 'withdrawn',
          }),
          certificate('c', { firstName: 'Cal', fullName: 'Cal Gallagher', status: 'suspended' }),
          certificate('d', { firstName: 'Dee', fullName: 'Dee Gallagher', status: 'replaced' }),
          certificate('e', { firstName: 'Eve', fullName: 'Eve Gallagher' }),
        ],
        missing: ['gone'],
      },
      'id=a&id=b&id=c&id=d&id=e&id=gone',
    );
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Print 2 certificates' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Copy Verification Link' }),
    ).not.toBeInTheDocument();
    const leftOut = screen.getByText('4 certificates left out').parentElement!;
    expect(
      within(leftOut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bea Gallagher (086525418): Withdrawn: it can no longer be printed.',
      'Cal Gallagher (086525417): Suspended: it cannot be printed until it is reinstated.',
      'Dee Gallagher (086525417): Replaced: print its replacement instead.',
      '1 certificate chosen was not found on the register.',
    ]);
  });

  it('prints nothing for a withdrawn certificate on its own', async () => {
    renderPage({ certificates: [certificate('b', { status: 'withdrawn' })] });
    expect(await screen.findByText('Nothing here can be printed.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Print/ })).not.toBeInTheDocument();
  });

  it('refuses a search of more than the limit, and an address that chooses nothing', async () => {
    const { calls } = renderPage({ overLimit: true }, 'q=smith');
    expect(await screen.findByText('The search matched more than 200 certificates.')).toBeVisible();
    expect(calls).toEqual([
      { kind: 'search', term: 'smith', search: { kind: 'surname', prefix: 'smith' } },
    ]);
  });

  it('asks for a choice when the address names none', () => {
    const { calls } = renderPage({}, '');
    expect(
      screen.getByText(
        'Choose certificates on the Student List, or search for them, to print them.',
      ),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });
});
