import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatLongDate } from '@/domain/dates';

import { CheckedOn, DetailList, ResultBox, type FoundProps } from './result-box';

export function VerifiedBox({ certificate, checkedAt, resultRef }: FoundProps) {
  return (
    <ResultBox
      heading="Certificate Verified Successfully!"
      tone="border-green-700 bg-green-50 text-green-950 focus:outline-green-800 print:break-inside-avoid print:border-slate-400 print:bg-white"
      resultRef={resultRef}
      printedAbove={
        <p className="hidden text-lg font-bold text-slate-900 print:block">{site.name}</p>
      }
    >
      <p className="mt-2">
        These details match a certificate issued by {site.name}. Compare them with the certificate
        you hold: every detail should be the same.
      </p>
      <DetailList
        certificate={certificate}
        className="divide-green-200 print:divide-slate-300 print:px-0"
      />
      <CheckedOn checkedAt={checkedAt} />
      <p className="hidden text-sm text-slate-700 print:block">
        {site.name} · {site.phone.display} · {site.email}
      </p>
      <Button variant="outline" size="sm" className="mt-4 print:hidden" onClick={() => print()}>
        Print this confirmation
      </Button>
    </ResultBox>
  );
}

/**
 * A certificate that matches but is not valid: what a verifier must know, and never why (the
 * reason stays with our staff).
 */
export function StatusBox({ certificate, checkedAt, resultRef }: FoundProps) {
  const since = formatLongDate(certificate.statusChangedAt);
  const contact = (
    <Link
      to={paths.supportHub.getHref()}
      className="font-semibold text-slate-900 underline underline-offset-2 hover:text-slate-950"
    >
      contact us
    </Link>
  );
  const messages = {
    suspended: {
      heading: 'Certificate Under Review',
      tone: 'border-amber-600 bg-amber-50 text-amber-950 focus:outline-amber-800',
      body: (
        <>
          These details match a certificate issued by {site.name}, but the certificate is being
          reviewed. Please {contact} before relying on it.
        </>
      ),
    },
    withdrawn: {
      heading: 'Certificate Withdrawn',
      tone: 'border-red-700 bg-red-50 text-red-950 focus:outline-red-800',
      body: (
        <>
          This certificate was withdrawn by {site.name}
          {since ? <> on {since}</> : null} and is no longer valid. It does not show that the
          learner holds this qualification. If you have questions, please {contact}.
        </>
      ),
    },
    replaced: {
      heading: 'Certificate Replaced',
      tone: 'border-sky-700 bg-sky-50 text-sky-950 focus:outline-sky-800',
      body: (
        <>
          This certificate was replaced{since ? <> on {since}</> : null} by a newer certificate,
          which is the one to rely on. Ask the certificate holder for the new certificate and check
          its number here.
        </>
      ),
    },
  };
  if (certificate.status === 'valid') return null;
  const message = messages[certificate.status];

  return (
    <ResultBox heading={message.heading} tone={message.tone} resultRef={resultRef}>
      <p className="mt-2">{message.body}</p>
      <DetailList certificate={certificate} className="divide-slate-200" />
      <CheckedOn checkedAt={checkedAt} />
    </ResultBox>
  );
}
