import { useEffect, useRef } from 'react';

import { CertificateSheet } from '@/components/certificate-sheet/certificate-sheet';
import { SheetStyles } from '@/components/certificate-sheet/sheet-styles';
import { Button } from '@/components/ui/button';
import type { Certificate } from '@/domain/certificate';

/** One of the learner's certificates as it prints, on its own, with Print and Back. */
export function PrintView({
  certificate,
  onBack,
}: {
  certificate: Certificate;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div>
      <SheetStyles />
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <h2 ref={headingRef} tabIndex={-1} className="mr-auto text-xl font-bold text-brand-900">
          Print your certificate
        </h2>
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="outline" onClick={onBack}>
          Back to My Certificates
        </Button>
      </div>
      <div
        role="region"
        aria-label="Your certificate as it prints"
        // Wider than a phone: the box scrolls sideways, so keyboard users must reach it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto bg-slate-100 py-6 print:overflow-visible print:bg-white print:p-0"
      >
        <div className="mx-auto w-[297mm]">
          <CertificateSheet certificate={certificate} />
        </div>
      </div>
    </div>
  );
}
