/**
 * Everything that identifies the organisation, in one place. Pages, the footer, the support
 * block and document titles read from here, so a rebrand or a new phone number is one edit.
 */
export const site = {
  name: 'Larkfield Awards',
  shortName: 'Larkfield',
  tagline: 'Innovative, Progressive, Customer-Focused',
  /** The public web address: share links and other absolute links to our pages use it. */
  url: 'https://www.larkfieldawards.example',
  description:
    'Larkfield Awards is a UK awarding organisation for regulated vocational qualifications in learning support, administration, and teaching and lecturing.',
  phone: {
    display: '020 7946 0318',
    href: 'tel:+442079460318',
  },
  email: 'info@larkfieldawards.example',
  supportEmail: 'support@larkfieldawards.example',
  address: {
    organisation: 'Larkfield Awards',
    lines: ['4th Floor, Fenwick House', '27 Clerkenwell Road'],
    city: 'London',
    postcode: 'EC1M 5RN',
    country: 'United Kingdom',
  },
  /** A map service link for the office; no third-party embed is loaded. */
  mapUrl:
    'https://www.openstreetmap.org/search?query=27%20Clerkenwell%20Road%2C%20London%20EC1M%205RN',
  supportHours: 'Mon - Fri 9:00 AM - 5:00 PM GMT',
  centreNumber: '87583',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/larkfield-awards' },
    { name: 'X (Twitter)', href: 'https://x.com/larkfieldawards' },
    { name: 'Facebook', href: 'https://www.facebook.com/larkfieldawards' },
    { name: 'YouTube', href: 'https://www.youtube.com/@larkfieldawards' },
  ],
  foundedYear: 2015,
  /**
   * The organisation's id on LinkedIn (the number in its company page's admin address): LinkedIn's
   * "Add to profile" form names the issuer of a learner's certification by it.
   */
  linkedInOrganizationId: '10483517',
} as const;

export const fullAddress = [
  site.address.organisation,
  ...site.address.lines,
  site.address.city,
  site.address.postcode,
].join(', ');
