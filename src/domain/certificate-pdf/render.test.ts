// @vitest-environment node
import { readFileSync } from 'node:fs';

import { PDFDocument } from '@cantoo/pdf-lib';

import { ada, siobhan } from '@/testing/learners';

import { PDF_BYTES_LIMIT } from '../limits';
import { fingerprintOf, isPdfBytes } from './fingerprint';
import { pdfDateOf, renderCertificatePdf, type PdfFonts } from './render';

const fonts: PdfFonts = {
  regular: readFileSync('src/assets/fonts/NotoSans-Regular.ttf'),
  bold: readFileSync('src/assets/fonts/NotoSans-Bold.ttf'),
};

const adaPdf = { ...ada, certificateId: 'cert-ada', version: 1 };

describe('renderCertificatePdf', () => {
  it('renders the same bytes every time for the same certificate and version', async () => {
    const first = await renderCertificatePdf(adaPdf, fonts);
    const second = await renderCertificatePdf(adaPdf, fonts);
    expect(isPdfBytes(first)).toBe(true);
    expect(await fingerprintOf(second)).toBe(await fingerprintOf(first));
    // Measured: about 15 KB, the fonts' subsets most of it; the rules allow PDF_BYTES_LIMIT.
    expect(first.length).toBeGreaterThan(5_000);
    expect(first.length).toBeLessThan(PDF_BYTES_LIMIT / 10);
  });

  it('gives another version, or other details, other bytes', async () => {
    const first = await fingerprintOf(await renderCertificatePdf(adaPdf, fonts));
    const second = await fingerprintOf(
      await renderCertificatePdf({ ...adaPdf, version: 2 }, fonts),
    );
    const renamed = await fingerprintOf(
      await renderCertificatePdf({ ...adaPdf, surname: 'Byron' }, fonts),
    );
    expect(new Set([first, second, renamed]).size).toBe(3);
  });

  it('dates the file by the award, never by the clock', async () => {
    const bytes = await renderCertificatePdf({ ...siobhan, certificateId: 'c', version: 1 }, fonts);
    const read = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(read.getCreationDate()).toEqual(new Date('2024-06-14T12:00:00Z'));
    expect(read.getModificationDate()).toEqual(new Date('2024-06-14T12:00:00Z'));
    expect(read.getPageCount()).toBe(1);
    expect(pdfDateOf('')).toEqual(new Date('2000-01-01T12:00:00Z'));
  });
});

describe('isPdfBytes', () => {
  it('knows a PDF by its first five bytes', () => {
    expect(isPdfBytes(new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(isPdfBytes(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(isPdfBytes(new TextEncoder().encode('<html>'))).toBe(false);
  });
});
