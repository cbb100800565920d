import { paths } from '@/config/paths';
import { fullAddress, site } from '@/config/site';

import type { LegalDocument } from './legal-document';

export const terms: LegalDocument = {
  title: 'Terms and Conditions',
  description: `The terms that apply when you use the ${site.name} website, including the certificate verification service.`,
  updated: '2026-11-21',
  body: `
These terms apply to your use of this website, run by ${site.name} ("we", "us"). By using the site you accept them. If you do not agree, please do not use the site.

These terms cover the website only. Approved centres also agree to our centre agreement, and learners registered for a qualification are covered by the policies in our [centre handbook](${paths.resources.getHref()}).

## Who we are

${site.name} is an awarding organisation regulated by Ofqual. Our office is at ${fullAddress}. You can contact us by e-mail at [${site.email}](mailto:${site.email}) or by phone on ${site.phone.display}.

## Who may use this website

You must be **18 or older** to use this website, to register an account or to send us a registration of interest. If you are under 18 and want to know about our qualifications, please ask a parent, carer, teacher or your training centre to contact us for you.

## Registering with us

If you register your interest or an account, you must give accurate information and keep your password to yourself. You are responsible for anything done with your account. Tell us straight away at [${site.supportEmail}](mailto:${site.supportEmail}) if you think someone else has used it.

## The certificate verification service

Anyone may use our verification service to check whether a certificate was issued by us. When you use it:

- use it only to check a certificate you have a genuine reason to check, for example as an employer or an admissions officer with the learner's knowledge
- do not try to find out information about a learner whose certificate details you do not already hold
- do not use automated tools to make large numbers of requests

A successful check confirms what our records hold on the day you check. It is not a reference or an endorsement of the learner. We record unsuccessful checks to protect learners from fraud; see our [privacy policy](${paths.privacy.getHref()}).

## Acceptable use

You must not use the site in any way that breaks the law, tries to gain access to systems or data you are not entitled to, introduces malicious software, or interferes with other people's use of the site.

## Our content

The text, logos, qualification specifications and other material on this site belong to us or to those who have licensed them to us. You may print or download pages for your own use, or for use inside your organisation, as long as you do not change them and you acknowledge ${site.name} as the source. Qualification titles and specifications may not be used to market a course that does not lead to our qualification.

## Accuracy and availability

We work hard to keep the information on this site accurate and up to date, but fees, qualification details and dates can change. The qualification specification in force at the time of registration takes precedence over anything on the website. We may suspend or change the site at any time, for example for maintenance.

## Links to other websites

Where we link to other websites, such as the regulator or a map service, we do so for your convenience. We are not responsible for their content or their privacy practices.

## Our liability to you

Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited under the law of England and Wales. Subject to that, we are not liable for any loss arising from your use of the website that was not reasonably foreseeable, or for any business loss.

## Changes to these terms

We may update these terms from time to time. The date at the top of this page shows when they last changed. Please check it whenever you use the site.

## Law and jurisdiction

These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you live in Scotland or Northern Ireland you may also bring proceedings in your local courts.
`,
};
