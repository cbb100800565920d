import boldFontUrl from '@/assets/fonts/NotoSans-Bold.ttf?url';
import regularFontUrl from '@/assets/fonts/NotoSans-Regular.ttf?url';
import type { PdfCertificate, PdfFonts } from '@/domain/certificate-pdf/render';

/**
 * The certificate's PDF made in the staff's browser (docs/decisions/033-issued-pdfs.md). The
 * renderer and the PDF library load on the first PDF made, never with a page, and the fonts are
 * fetched once: only the staff screens that make a PDF import this module, and they import it
 * lazily.
 */

let fonts: Promise<PdfFonts> | undefined;

async function fetched(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF's font could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

function loadFonts(): Promise<PdfFonts> {
  fonts ??= Promise.all([fetched(regularFontUrl), fetched(boldFontUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fonts = undefined;
      throw error;
    },
  );
  return fonts;
}

/** The PDF's bytes, exactly as Node renders them for the same certificate and version. */
export async function renderPdfInBrowser(certificate: PdfCertificate): Promise<Uint8Array> {
  const [{ renderCertificatePdf }, loadedFonts] = await Promise.all([
    import('@/domain/certificate-pdf/render'),
    loadFonts(),
  ]);
  return renderCertificatePdf(certificate, loadedFonts);
}
