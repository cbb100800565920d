import { paths } from '@/config/paths';
import { fullAddress, site } from '@/config/site';

import type { LegalDocument } from './legal-document';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses and protects personal data under UK GDPR, and how to exercise your rights.`,
  updated: '2026-11-21',
  body: `
This policy explains what personal data ${site.name} collects, why we collect it, how long we keep it and the rights you have. It applies to learners, centre staff, employers and anyone who uses this website.

## Who we are

${site.name} is the controller of the personal data described here, under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. We are registered with the Information Commissioner's Office (ICO).

Our address is ${fullAddress}. For anything about your personal data, e-mail [${site.email}](mailto:${site.email}) with "Data protection" in the subject line, or write to the Data Protection Officer at that address.

## What we collect and why

### Learners

Your centre sends us your name, date of birth, the qualification you are registered on, your results and, where relevant, information about reasonable adjustments or special consideration. We use it to register you, quality assure your assessment, issue your certificate and keep a permanent record of your achievement so that we can confirm it or replace your certificate in future.

**Lawful basis:** performing our role as an awarding organisation is in our legitimate interests and yours, and Ofqual's General Conditions of Recognition require us to keep accurate records (legal obligation). Information about health or disability is used only to arrange adjustments, under the substantial public interest conditions of the Data Protection Act 2018.

### Centre staff

We hold the names, roles, contact details and, for assessors and quality assurers, the qualifications of the staff at our approved centres, to manage our agreement with the centre and check that assessment is carried out by competent people (**contract** and **legitimate interests**).

### People who verify a certificate

When someone checks a certificate, we use the numbers and names entered to look up the record. If a check does not match a certificate, we keep the details entered, the time and the browser's user agent for up to 12 months, so that we can spot attempts to pass off false certificates (**legitimate interests**: protecting learners and the value of their qualifications).

### People who contact us or register interest

If you e-mail, phone or register your interest, we use your details to reply and to keep a record of what we discussed (**legitimate interests**). We will only send you marketing e-mails if you have asked us to, and you can unsubscribe at any time (**consent**).

### Visitors to this website

We do not use analytics or advertising cookies. See our [cookie policy](${paths.cookies.getHref()}) for the small amount of information stored in your browser.

## Who we share it with

- the centre where you are registered
- Ofqual and other qualification regulators, when they ask for information to carry out their work
- someone checking your certificate with our verification service, who will see your name, qualification, award date and certificate number only if they already hold your certificate or student number and your name
- our service providers, such as our cloud hosting provider and certificate printer, who act only on our instructions under a contract
- the police or other authorities, when the law requires it or to prevent fraud

We never sell personal data.

## International transfers

Our website and records are hosted by a cloud provider that may process data outside the UK. Where it does, the transfer is protected by UK adequacy regulations or the International Data Transfer Addendum to the EU Standard Contractual Clauses.

## How long we keep it

- certificate and achievement records: permanently, so that your achievement can always be confirmed
- other learner registration records: 6 years after certification
- unmatched certificate checks: 12 months
- enquiries and registrations of interest: 2 years after our last contact
- centre records: 6 years after the centre agreement ends

## Your rights

You have the right to be informed about how your data is used, to have a copy of it, to have it corrected, and in some circumstances to have it erased, to restrict or object to its use, and to have it transferred. Where we rely on your consent you may withdraw it at any time.

To use any of these rights, contact us as above. We will reply within one month. There is normally no charge.

## Complaints

If you are unhappy with how we have used your data, please tell us first so that we can put it right. You also have the right to complain to the Information Commissioner's Office: visit [ico.org.uk](https://ico.org.uk/make-a-complaint/) or call the ICO helpline on 0303 123 1113.

## Changes to this policy

We review this policy at least once a year. The date at the top of this page shows when it last changed.
`,
};
