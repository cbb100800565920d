/**
 * Every route of the product. Components link with `getHref`; the router declares `path`.
 * Nothing else in the code base spells a URL.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  centres: { path: '/centres', getHref: () => '/centres' },
  learners: { path: '/learners', getHref: () => '/learners' },
  qualifications: {
    path: '/qualifications',
    getHref: (query?: { search?: string; sector?: string }) => {
      const params = new URLSearchParams();
      if (query?.search) params.set('search', query.search);
      if (query?.sector) params.set('sector', query.sector);
      const search = params.toString();
      return search ? `/qualifications?${search}` : '/qualifications';
    },
  },
  qualification: {
    path: '/qualifications/:qualificationId',
    getHref: (id: string) => `/qualifications/${encodeURIComponent(id)}`,
  },
  resources: {
    path: '/resources',
    /** `tab` opens one tab of the page (downloads, faqs, blog, news, guides). */
    getHref: (tab?: string) => (tab ? `/resources?tab=${encodeURIComponent(tab)}` : '/resources'),
  },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  businesses: { path: '/businesses', getHref: () => '/businesses' },
  supportHub: { path: '/support-hub', getHref: () => '/support-hub' },
  join: { path: '/join', getHref: () => '/join' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  },
  /** Where the sign-in link of an invitation to the staff opens: the invitee accepts it here. */
  staffAccept: { path: '/staff/accept', getHref: () => '/staff/accept' },
  verify: {
    path: '/verify-certificate',
    getHref: () => '/verify-certificate',
  },
  /** A learner's own certificates, signed in by a link e-mailed to them. */
  myCertificates: { path: '/my-certificates', getHref: () => '/my-certificates' },
  /** A learner's share code opened: with the code in the address, or typed on the page. */
  shareView: {
    path: '/s/:code?',
    getHref: (code?: string) => (code ? `/s/${encodeURIComponent(code)}` : '/s'),
  },
  /**
   * Employers' verification (docs/decisions/030-verifier-batch-checks.md): the public page for
   * employers, which explains it and takes a request for an account; a verifier's batch check
   * and history, behind the verifiers' guard; the sheet to print a run's receipt; and the public
   * receipt, which anyone holding its number opens to re-check a row (`/receipt` alone asks for
   * the number).
   */
  verifyEmployers: { path: '/employers', getHref: () => '/employers' },
  verifyBatch: { path: '/verify/batch', getHref: () => '/verify/batch' },
  /** A verifier's runs of the last 90 days; `receiptId` opens one run's results. */
  verifyHistory: {
    path: '/verify/history',
    getHref: (receiptId?: string) =>
      receiptId
        ? `/verify/history?${new URLSearchParams({ receipt: receiptId }).toString()}`
        : '/verify/history',
  },
  receipt: {
    path: '/receipt/:receiptId?',
    getHref: (receiptId?: string) =>
      receiptId ? `/receipt/${encodeURIComponent(receiptId)}` : '/receipt',
  },
  /** Report a suspicious certificate; `certificateNumber` fills in the number. */
  report: {
    path: '/report-certificate',
    getHref: (certificateNumber?: string) =>
      certificateNumber
        ? `/report-certificate?${new URLSearchParams({ certificateNumber }).toString()}`
        : '/report-certificate',
  },
  news: {
    path: '/news/:newsId',
    getHref: (id: string) => `/news/${encodeURIComponent(id)}`,
  },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  accessibility: { path: '/accessibility', getHref: () => '/accessibility' },
  addCertificate: { path: '/add-certificate', getHref: () => '/add-certificate' },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    verify: {
      path: '/dashboard/verify-certificate',
      getHref: () => '/dashboard/verify-certificate',
    },
    addCertificate: {
      path: '/dashboard/add-certificate',
      /** `replaces` opens the form filled from that certificate, to record its replacement. */
      getHref: (replaces?: string) =>
        replaces
          ? `/dashboard/add-certificate?replaces=${encodeURIComponent(replaces)}`
          : '/dashboard/add-certificate',
    },
    studentList: {
      path: '/dashboard/student-list',
      /**
       * `q` searches; `status` narrows to suspended, withdrawn, replaced or awaiting-approval;
       * `centre` (an admin's choice) to one centre.
       */
      getHref: (query?: { q?: string; status?: string; centre?: string }) => {
        const params = new URLSearchParams();
        if (query?.q) params.set('q', query.q);
        if (query?.status) params.set('status', query.status);
        if (query?.centre) params.set('centre', query.centre);
        const search = params.toString();
        return search ? `/dashboard/student-list?${search}` : '/dashboard/student-list';
      },
    },
    importCertificates: { path: '/dashboard/import', getHref: () => '/dashboard/import' },
    /** The admins' screen of approved centres: add, suspend and reactivate. */
    centres: { path: '/dashboard/centres', getHref: () => '/dashboard/centres' },
    /** The admins' view of each centre's risk figures; `window` is 7, 30 or 90 days. */
    centreRisk: {
      path: '/dashboard/centre-risk',
      getHref: (window?: number) =>
        window ? `/dashboard/centre-risk?window=${window}` : '/dashboard/centre-risk',
    },
    /** The admins' screen of the staff directory. */
    staff: { path: '/dashboard/staff', getHref: () => '/dashboard/staff' },
    /** The admins' screen of employers' verifier accounts and the requests for one. */
    verifiers: { path: '/dashboard/verifiers', getHref: () => '/dashboard/verifiers' },
    review: {
      path: '/dashboard/review-certificates',
      getHref: () => '/dashboard/review-certificates',
    },
    /**
     * Certificates to print: chosen by id (`id`, repeated) or every result of a search (`q`),
     * within an admin's chosen centre (`centre`).
     */
    printCertificates: {
      path: '/dashboard/print-certificates',
      getHref: (selection: { ids: readonly string[] } | { search: string; centre?: string }) => {
        const params = new URLSearchParams();
        if ('ids' in selection) for (const id of selection.ids) params.append('id', id);
        else {
          params.set('q', selection.search);
          if (selection.centre) params.set('centre', selection.centre);
        }
        return `/dashboard/print-certificates?${params.toString()}`;
      },
    },
    activity: {
      path: '/dashboard/activity',
      /** The Activity page, with its filters when given (the page reads them back). */
      getHref: (query?: URLSearchParams) => {
        const search = query?.toString();
        return search ? `/dashboard/activity?${search}` : '/dashboard/activity';
      },
    },
  },
} as const;
