import fontkit from '@cantoo/fontkit';
import { PDFDocument, PDFHexString, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { encode } from 'uqr';

import { site } from '@/config/site';

import { verificationLink } from '../certificate-print';
import { awardedDateInWords } from '../date-in-words';
import { sha256OfText } from './fingerprint';

/**
 * The certificate as an issued PDF (docs/decisions/033-issued-pdfs.md): one landscape A4 page
 * with the printed certificate's words, its numbers and the QR code of its public check, in Noto
 * Sans embedded as a subset. Pure: the same certificate, version and fonts give the same bytes in
 * any browser and in Node, because nothing here reads the clock or chance (the document's dates
 * are the award's, its id is derived from the certificate and version, and the library's own
 * "random" names come from a generator with a fixed seed). That is what lets anyone re-render a
 * certificate and compare its fingerprint.
 */

/** What the PDF shows, and which issue of it this is. */
export type PdfCertificate = {
  certificateId: string;
  /** 1 for the first PDF of a certificate; the id of the stored PDF ends `_v<version>`. */
  version: number;
  certificateNumber: string;
  studentNumber: string;
  firstName: string;
  surname: string;
  courseName: string;
  awardedDate: string;
  centreNumber: string;
  /** For a replacement: the number of the certificate it replaces, when known. */
  replacesNumber?: string;
};

/** The font files the PDF embeds, read by the caller (the browser fetches them, Node reads). */
export type PdfFonts = { regular: Uint8Array; bold: Uint8Array };

/** Printed on every certificate (as on the printed sheet): what the qualification is. */
export const PDF_REGULATED_STATEMENT =
  'This qualification is regulated by Ofqual, the Office of Qualifications and Examinations Regulation, and is on the Regulated Qualifications Framework (RQF). Larkfield Awards is an awarding organisation recognised by Ofqual.';

const PAGE = { width: 841.89, height: 595.28 }; // A4 landscape, in points
const MM = 72 / 25.4;
const BRAND = rgb(0.09, 0.2, 0.36);
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.2, 0.25, 0.33);

/** The dates the PDF states: the award's day at noon UTC (a fixed day when none is recorded). */
export function pdfDateOf(awardedDate: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(awardedDate) ? awardedDate : '2000-01-01';
  return new Date(`${day}T12:00:00Z`);
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE.width - width) / 2, y, size, font, color });
}

/** Words wrapped to lines no wider than `width` at this size. */
function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The QR code as filled runs of dark modules, row by row, with its quiet zone in white. */
function drawQrCode(page: PDFPage, value: string, x: number, y: number, side: number) {
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  const module = side / size;
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  data.forEach((row, rowIndex) => {
    let start = -1;
    row.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if ((!dark || column === size - 1) && start >= 0) {
        const end = dark ? column + 1 : column;
        page.drawRectangle({
          x: x + start * module,
          y: y + side - (rowIndex + 1) * module,
          width: (end - start) * module,
          height: module,
          color: rgb(0, 0, 0),
        });
        start = -1;
      }
    });
  });
}

/** The certificate's PDF, byte for byte the same whoever renders it. */
export async function renderCertificatePdf(
  certificate: PdfCertificate,
  fonts: PdfFonts,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: true, customName: 'NotoSans' });
  const bold = await doc.embedFont(fonts.bold, { subset: true, customName: 'NotoSans-Bold' });
  const name = `${certificate.firstName} ${certificate.surname}`;
  const date = pdfDateOf(certificate.awardedDate);
  doc.setTitle(`${site.name} certificate ${certificate.certificateNumber}`);
  doc.setAuthor(site.name);
  doc.setSubject(`${name}: ${certificate.courseName}`);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setLanguage('en-GB');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  // The file's id, which viewers use to tell documents apart: the certificate's and version's.
  const id = PDFHexString.of(
    (await sha256OfText(`${certificate.certificateId}_v${certificate.version}`)).slice(0, 32),
  );
  doc.context.trailerInfo.ID = doc.context.obj([id, id]);

  const page = doc.addPage([PAGE.width, PAGE.height]);
  const inset = 10 * MM;
  page.drawRectangle({
    x: inset,
    y: inset,
    width: PAGE.width - 2 * inset,
    height: PAGE.height - 2 * inset,
    borderColor: BRAND,
    borderWidth: 2.5,
  });
  page.drawRectangle({
    x: inset + 5,
    y: inset + 5,
    width: PAGE.width - 2 * inset - 10,
    height: PAGE.height - 2 * inset - 10,
    borderColor: BRAND,
    borderWidth: 0.8,
  });

  let y = PAGE.height - 30 * MM;
  centred(page, site.name, y, bold, 26, BRAND);
  y -= 20;
  centred(page, 'CERTIFICATE OF ACHIEVEMENT', y, regular, 10, MUTED);
  if (certificate.replacesNumber !== undefined) {
    y -= 16;
    const replaced = certificate.replacesNumber
      ? `Replacement certificate: replaces certificate ${certificate.replacesNumber}`
      : 'Replacement certificate: replaces an earlier certificate';
    centred(page, replaced, y, bold, 10);
  }
  y = PAGE.height - 62 * MM;
  centred(page, 'This is to certify that', y, regular, 13);
  y -= 36;
  centred(page, name, y, bold, 28);
  y -= 28;
  centred(page, 'has been awarded the', y, regular, 13);
  for (const line of wrapped(certificate.courseName, bold, 16, 220 * MM)) {
    y -= 24;
    centred(page, line, y, bold, 16, BRAND);
  }
  y -= 26;
  centred(page, `on ${awardedDateInWords(certificate.awardedDate)}`, y, regular, 13);

  const base = 42 * MM;
  const rows: [string, string][] = [
    ['Certificate number', certificate.certificateNumber],
    ['Student number', certificate.studentNumber],
    ['Centre number', certificate.centreNumber || 'Not recorded'],
  ];
  rows.forEach(([label, value], index) => {
    const rowY = base + (rows.length - 1 - index) * 14;
    page.drawText(label, { x: 26 * MM, y: rowY, size: 9.5, font: bold, color: INK });
    page.drawText(value, { x: 62 * MM, y: rowY, size: 9.5, font: regular, color: INK });
  });
  page.drawLine({
    start: { x: PAGE.width / 2 - 30 * MM, y: base + 26 },
    end: { x: PAGE.width / 2 + 30 * MM, y: base + 26 },
    thickness: 0.8,
    color: INK,
  });
  centred(page, 'Responsible Officer', base + 12, bold, 9.5);
  centred(page, `For and on behalf of ${site.name}`, base, regular, 9.5);

  const link = verificationLink(certificate.certificateNumber);
  const side = 30 * MM;
  const qrX = PAGE.width - 26 * MM - side;
  drawQrCode(page, link, qrX, base - 4, side);
  const caption = 'Check this certificate at';
  page.drawText(caption, {
    x: qrX + side - regular.widthOfTextAtSize(caption, 7.5),
    y: base - 14,
    size: 7.5,
    font: regular,
    color: INK,
  });
  page.drawText(link, {
    x: qrX + side - regular.widthOfTextAtSize(link, 7.5),
    y: base - 24,
    size: 7.5,
    font: regular,
    color: INK,
  });

  page.drawLine({
    start: { x: 26 * MM, y: 24 * MM },
    end: { x: PAGE.width - 26 * MM, y: 24 * MM },
    thickness: 0.5,
    color: rgb(0.8, 0.83, 0.87),
  });
  wrapped(PDF_REGULATED_STATEMENT, regular, 8, PAGE.width - 52 * MM).forEach((line, index) =>
    centred(page, line, 24 * MM - 11 - index * 10, regular, 8, MUTED),
  );

  return doc.save({ useObjectStreams: true });
}
