import { site } from '@/config/site';
import type { Certificate } from '@/domain/certificate';
import { awardedYearMonth } from '@/domain/learner-certificates';
import { linkedInAddToProfileUrl, type LinkedInCertification } from '@/domain/linkedin';
import { isShareLive, shareLink, type Share } from '@/domain/share-codes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A share fit to be the credential's address on LinkedIn: live, this certificate's, with a code
 * this browser knows, and with most of a year left (a year's share made for it before).
 */
export function linkedInShareOf(
  shares: readonly Share[],
  certificateId: string,
  codeOf: (shareId: string) => string | null,
  now: Date,
): { share: Share; code: string } | null {
  for (const share of shares) {
    const code = codeOf(share.id);
    const yearLeft = share.expiresAt.getTime() - now.getTime() > 300 * DAY_MS;
    if (code && share.certificateId === certificateId && isShareLive(share, now) && yearLeft) {
      return { share, code };
    }
  }
  return null;
}

/** LinkedIn's form filled in for one certificate, with a share's link as its address. */
export function linkedInCertification(
  certificate: Pick<Certificate, 'courseName' | 'awardedDate' | 'certificateNumber'>,
  code: string,
  origin: string = site.url,
): { fields: LinkedInCertification; url: string } {
  const fields: LinkedInCertification = {
    name: certificate.courseName,
    organizationId: site.linkedInOrganizationId,
    issued: awardedYearMonth(certificate.awardedDate),
    certUrl: shareLink(code, origin),
    certId: certificate.certificateNumber,
  };
  return { fields, url: linkedInAddToProfileUrl(fields) };
}
