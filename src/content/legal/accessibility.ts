import { paths } from '@/config/paths';
import { site } from '@/config/site';

import type { LegalDocument } from './legal-document';

const accessibilityEmail = `mailto:${site.email}?subject=${encodeURIComponent('Accessibility')}`;

export const accessibility: LegalDocument = {
  title: 'Accessibility Statement',
  description: `How accessible the ${site.name} website is, how we test it, the problems we know about and how to tell us about others.`,
  updated: '2026-11-21',
  body: `
This accessibility statement applies to the ${site.name} website, including certificate verification and the staff dashboard.

## Using this website

This website is run by ${site.name}. We want as many people as possible to be able to use it. For example, that means you should be able to:

- change colours, contrast levels and fonts using your browser or device settings
- zoom in up to 200% without the text spilling off the screen
- read every page on a screen 320 pixels wide without scrolling sideways
- get around the whole website using only a keyboard
- get around most of the website using speech recognition software
- listen to most of the website using a screen reader

We have also made the text as simple as we can to understand.

[AbilityNet](https://mcmw.abilitynet.org.uk/) has advice on making your device easier to use if you have a disability.

## How accessible this website is

We know some parts of this website are not fully accessible:

- some older documents that we send on request, such as policies, are PDF files that do not work well with screen readers
- the link to our office on a map opens a third-party map service, which we do not control
- we have not yet finished testing every staff dashboard screen with a screen reader
- in the staff dashboard, the qualification titles suggested as you type a Course Name are shown by your web browser rather than by us, so some screen readers do not announce them and some browsers do not enlarge them when you zoom; you can always type the title in full
- in the staff dashboard, an Awarded Date is chosen from a calendar and cannot be typed; the calendar works with a keyboard and announces each date, but it may take longer with speech recognition software

## Feedback and contact information

If you need information on this website in a different format, such as an accessible PDF, large print, easy read, an audio recording or braille:

- e-mail [${site.email}](${accessibilityEmail})
- call ${site.phone.display} (${site.supportHours})

We will consider your request and get back to you within 5 working days.

If you are a learner and need an adjustment to an assessment, such as extra time or a reader, that is a separate process: please speak to your centre. Our [frequently asked questions](${paths.resources.getHref('faqs')}) explain how adjustments work.

## Reporting accessibility problems with this website

We are always looking to improve the accessibility of this website. If you find any problems not listed on this page, or think we are not meeting accessibility requirements, e-mail [${site.email}](${accessibilityEmail}) or call ${site.phone.display}. Tell us the web address of the page and what went wrong, and we will reply within 5 working days.

## Enforcement procedure

The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018 (the "accessibility regulations"). We are not a public sector body, but we choose to meet the same standard, and we have duties to disabled people under the Equality Act 2010.

If you are not happy with how we respond to your complaint, contact the [Equality Advisory and Support Service (EASS)](https://www.equalityadvisoryservice.com/). If you live in Northern Ireland, contact the [Equality Commission for Northern Ireland (ECNI)](https://www.equalityni.org/).

## Technical information about this website's accessibility

${site.name} is committed to making its website accessible, in line with the accessibility regulations.

### Compliance status

This website is partially compliant with the [Web Content Accessibility Guidelines version 2.2](https://www.w3.org/TR/WCAG22/) AA standard, due to the non-compliances and the gaps in testing listed below.

## Non-accessible content

The content listed below is not accessible, for the following reasons.

### Non-compliance with the accessibility regulations

Some older policy and guidance documents that we send by e-mail are PDFs without proper structure, so screen readers may not read their headings, lists and tables correctly. This fails WCAG 2.2 success criterion 1.3.1 (Info and Relationships). We are replacing each one with an accessible version when it is next reviewed, and all will be replaced by 31 July 2027. In the meantime, we will send an accessible version of any document on request.

We have tested the staff dashboard automatically and with a keyboard, but we have not yet finished checking every screen with a screen reader. Until we have, we cannot be sure that it meets every success criterion. We plan to finish this testing by 31 March 2027 and will update this statement with what we find.

### Content that is not within the scope of the accessibility regulations

The map service our office address links to, and our pages on social networks, are run by third parties. We do not control how accessible they are.

## How we tested this website

We test the website ourselves, against WCAG 2.2 level AA, with automated checks that run in the Chromium browser every time the site changes. We do not release a change while any of them fails.

- The axe accessibility engine checks every page against its WCAG 2.0, 2.1 and 2.2 level A and AA rules, including colour contrast. Public pages are checked at desktop and phone sizes. Staff dashboard screens are checked in each state staff meet (once loaded, with a dialog or the calendar open, after a mistake in a form, with no search results, and in both review queues with an attempt selected), and again as laid out on a screen 320 pixels wide. Any serious or critical problem fails the check.
- Every page, public and staff, is checked for one main heading and for headings that do not skip a level.
- Every page is checked at a width of 320 pixels, where nothing may need scrolling sideways (the student list's table scrolls within its own box, which can be scrolled with a keyboard), and at 200% zoom, where the heading and the main action of the page must stay in view and usable.
- On the certificate verification and login pages, moving through the page with the Tab key must reach every control in the order of the form, each with a focus outline that contrasts at least 3:1 with what is around it. Moving back up a page with Shift and Tab must never leave the focused control hidden under the header.
- A mistake in a form must be marked on the field it is about and read out with that field by screen readers.

We also use every page with a keyboard alone, checking that the order of focus makes sense and that focus is always visible, and we use the public pages and the main staff screens with a screen reader.

We tested the public pages (including the qualification catalogue, certificate verification and registration), the login page and the staff dashboard.

## What we are doing to improve accessibility

We check accessibility as part of every change to the site, not only once a year. We will finish screen reader testing of the staff dashboard and replace our older PDF documents by the dates given above, and we will review this statement each time we do.

## Preparation of this accessibility statement

This statement was prepared on 21 November 2026. It was last reviewed on 21 November 2026.

This website was last tested on 21 November 2026. The test was carried out by our own digital team.
`,
};
