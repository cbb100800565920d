import { paths } from '@/config/paths';
import { site } from '@/config/site';

import type { LegalDocument } from './legal-document';

export const cookies: LegalDocument = {
  title: 'Cookie Policy',
  description: `The essential, analytics and marketing cookies and similar technologies used on the ${site.name} website, and how to control them.`,
  updated: '2026-11-21',
  body: `
Cookies are small files that a website stores in your browser. Similar technologies, such as your browser's local storage, work in the same way. This policy explains what we store, why, and how you can control it, as the Privacy and Electronic Communications Regulations (PECR) and UK GDPR require.

## Essential cookies

These make the site work. The law allows us to use them without asking, because the site cannot work properly without them. You can block them in your browser settings, but parts of the site will then stop working.

- **Staff sign-in session** (browser storage, set by our secure sign-in service): keeps staff and centre users signed in to the dashboard. It is only set when you sign in, and it is removed when you sign out.

Visitors who only read the public pages, search the catalogue or verify a certificate do not sign in, so nothing is stored for them.

## Analytics cookies

Analytics cookies would tell us how people use the site, such as which pages are visited most, so that we can improve it.

**We do not use analytics cookies at present.** If we introduce them, they will be switched off until you choose to allow them, and this page will name each cookie, its provider and how long it lasts.

## Marketing cookies

Marketing cookies track visitors across websites to show them advertising.

**We do not use marketing or advertising cookies,** and we do not allow third parties to set them on our site.

## Other websites

Our footer links to our pages on social networks, and our contact details link to a map service. Those sites set their own cookies when you visit them, under their own policies. Nothing from them is loaded on our pages until you follow a link.

## How to control cookies

Every browser lets you see, block and delete cookies and stored data, usually under Settings, then Privacy. The ICO's guidance on [cookies](https://ico.org.uk/for-the-public/online/cookies/) explains more.

## Contact us

If you have a question about this policy, e-mail [${site.email}](mailto:${site.email}). Our [privacy policy](${paths.privacy.getHref()}) explains how we use personal data more generally.
`,
};
