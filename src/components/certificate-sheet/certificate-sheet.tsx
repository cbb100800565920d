import { site } from '@/config/site';
import type { Certificate } from '@/domain/certificate';
import { verificationLink } from '@/domain/certificate-print';
import { awardedDateInWords } from '@/domain/date-in-words';

import { QrCode } from './qr-code';

/** Printed on every certificate: what the qualification is and who regulates it. */
const REGULATED_STATEMENT =
  'This qualification is regulated by Ofqual, the Office of Qualifications and Examinations Regulation, and is on the Regulated Qualifications Framework (RQF). Larkfield Awards is an awarding organisation recognised by Ofqual.';

type CertificateSheetProps = {
  certificate: Certificate;
  /** For a replacement: the number of the certificate it replaces, when it could be read. */
  replacesNumber?: string;
};

/**
 * One printed certificate: an A4 landscape page (the print page's stylesheet sizes it), with a
 * QR code that opens the public check with the certificate number filled in.
 */
export function CertificateSheet({ certificate, replacesNumber }: CertificateSheetProps) {
  const link = verificationLink(certificate.certificateNumber);
  const name = `${certificate.firstName} ${certificate.surname}`;
  return (
    <article
      aria-label={`Certificate for ${name}`}
      className="certificate-sheet shadow-md print:shadow-none"
    >
      <div className="flex h-full flex-col border-[3mm] border-double border-brand-800 px-[16mm] py-[10mm] text-center text-slate-900">
        <header>
          <p className="font-serif text-[26pt] font-bold tracking-wide text-brand-900">
            {site.name}
          </p>
          <p className="mt-[1mm] text-[10pt] tracking-[0.2em] text-slate-700 uppercase">
            Certificate of Achievement
          </p>
          {certificate.replaces ? (
            <p className="mt-[2mm] text-[10pt] font-semibold">
              Replacement certificate:{' '}
              {replacesNumber
                ? `replaces certificate ${replacesNumber}`
                : 'replaces an earlier certificate'}
            </p>
          ) : null}
        </header>

        <div className="flex flex-1 flex-col justify-center">
          <p className="text-[13pt]">This is to certify that</p>
          <p className="mt-[4mm] font-serif text-[30pt] leading-tight font-bold">{name}</p>
          <p className="mt-[4mm] text-[13pt]">has been awarded the</p>
          <p className="mx-auto mt-[3mm] max-w-[220mm] text-[17pt] leading-snug font-semibold text-brand-900">
            {certificate.courseName}
          </p>
          <p className="mt-[4mm] text-[13pt]">on {awardedDateInWords(certificate.awardedDate)}</p>
        </div>

        <div className="grid grid-cols-3 items-end gap-[8mm] text-left text-[9.5pt]">
          <dl className="grid grid-cols-[auto_1fr] gap-x-[3mm] gap-y-[1mm]">
            <dt className="font-semibold">Certificate number</dt>
            <dd className="font-mono">{certificate.certificateNumber}</dd>
            <dt className="font-semibold">Student number</dt>
            <dd className="font-mono">{certificate.studentNumber}</dd>
            <dt className="font-semibold">Centre number</dt>
            <dd className="font-mono">{certificate.centreNumber || 'Not recorded'}</dd>
          </dl>

          <div className="text-center">
            <div className="mx-auto h-[14mm] w-[60mm] border-b border-slate-900" />
            <p className="mt-[1.5mm] font-semibold">Responsible Officer</p>
            <p>For and on behalf of {site.name}</p>
          </div>

          <div className="flex flex-col items-end">
            <QrCode value={link} className="size-[30mm]" />
            <p className="mt-[1mm] text-right text-[7.5pt]">
              Check this certificate at
              <br />
              {/* Breaks, if it must, before the query rather than inside a word. */}
              <span className="font-mono">
                {link.slice(0, link.indexOf('?'))}
                <wbr />
                {link.slice(link.indexOf('?'))}
              </span>
            </p>
          </div>
        </div>

        <footer className="mt-[5mm] border-t border-slate-300 pt-[2.5mm] text-[8pt] text-slate-700">
          {REGULATED_STATEMENT}
        </footer>
      </div>
    </article>
  );
}
