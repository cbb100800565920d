import type { Certificate } from '@/domain/certificate';
import { printRefusal } from '@/domain/certificate-print';

/** A certificate left out of a print run, and why, as printRefusal says it. */
export type LeftOut = { certificate: Certificate; reason: string };

/** A print run's certificates, in their order: those that print, and those left out. */
export function sortForPrinting(certificates: readonly Certificate[]): {
  ready: Certificate[];
  refused: LeftOut[];
} {
  const ready: Certificate[] = [];
  const refused: LeftOut[] = [];
  for (const certificate of certificates) {
    const reason = printRefusal(certificate);
    if (reason === null) ready.push(certificate);
    else refused.push({ certificate, reason });
  }
  return { ready, refused };
}
