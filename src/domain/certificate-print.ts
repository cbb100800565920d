import { site } from '@/config/site';
import { paths } from '@/config/paths';

import type { Certificate } from './certificate';

/**
 * What a printed certificate needs (issue 16): whether it may be printed at all, and the public
 * address its QR code opens. The address carries the certificate number only, never a name: the
 * verifier types the name they were shown.
 */

/** The public check for one certificate number, on the site's own address (src/config/site.ts). */
export function verificationLink(certificateNumber: string, origin: string = site.url): string {
  const address = new URL(paths.verify.getHref(), origin);
  address.searchParams.set('certificateNumber', certificateNumber);
  return address.toString();
}

/** Why a certificate cannot be printed, or null when it can. */
export function printRefusal(
  certificate: Pick<
    Certificate,
    | 'status'
    | 'pendingStatus'
    | 'certificateNumber'
    | 'firstName'
    | 'surname'
    | 'courseName'
    | 'awardedDate'
  >,
): string | null {
  switch (certificate.status) {
    case 'suspended':
      return 'Suspended: it cannot be printed until it is reinstated.';
    case 'withdrawn':
      return 'Withdrawn: it can no longer be printed.';
    case 'replaced':
      return 'Replaced: print its replacement instead.';
    case 'valid':
      break;
  }
  if (certificate.pendingStatus === 'withdrawn') return 'A withdrawal is waiting for a decision.';
  if (certificate.pendingStatus === 'replaced') {
    return 'A replacement is waiting for a decision: print the replacement once it is made.';
  }
  const missing = [
    ['certificate number', certificate.certificateNumber],
    ['first name', certificate.firstName],
    ['surname', certificate.surname],
    ['course name', certificate.courseName],
    ['awarded date', certificate.awardedDate],
  ].find(([, value]) => !value?.trim());
  return missing ? `It has no ${missing[0]} yet.` : null;
}
