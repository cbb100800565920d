/**
 * LinkedIn's "Add to profile" form for a certification, filled in
 * (https://www.linkedin.com/profile/add, startTask=CERTIFICATION_NAME): the qualification's name,
 * the organisation by its LinkedIn id (src/config/site.ts), the year and month of issue, the
 * credential's address (a year's share link) and its id (the certificate number). LinkedIn may
 * ignore a prefill; the page shows the same fields to copy.
 */
export type LinkedInCertification = {
  name: string;
  organizationId: string;
  issued: { year: number; month: number } | null;
  certUrl: string;
  certId: string;
};

export const LINKEDIN_ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

export function linkedInAddToProfileUrl(certification: LinkedInCertification): string {
  const fields: [string, string][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', certification.name],
    ['organizationId', certification.organizationId],
    ...(certification.issued
      ? ([
          ['issueYear', String(certification.issued.year)],
          ['issueMonth', String(certification.issued.month)],
        ] as [string, string][])
      : []),
    ['certUrl', certification.certUrl],
    ['certId', certification.certId],
  ];
  const query = fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${LINKEDIN_ADD_TO_PROFILE}?${query}`;
}
