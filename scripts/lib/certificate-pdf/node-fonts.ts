import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { PdfFonts } from '../../../src/domain/certificate-pdf/render';

/**
 * The fonts the certificate PDF embeds, read from the repository in Node: the demo data, the
 * backfill and the bench render with these and the app's own renderer, so their bytes are the
 * browser's.
 */

const fontFile = (name: string) =>
  fileURLToPath(new URL(`../../../src/assets/fonts/${name}`, import.meta.url));

let fonts: Promise<PdfFonts> | undefined;

export function readPdfFonts(): Promise<PdfFonts> {
  fonts ??= Promise.all([
    readFile(fontFile('NotoSans-Regular.ttf')),
    readFile(fontFile('NotoSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}
