import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { expect } from './fixtures';

/**
 * The routes the accessibility specs visit: every public route, and every staff screen with what
 * "loaded" means on each. The records those screens need come from the register fixtures in
 * fixtures.ts.
 */

/** A screen's primary action: a button, link or tab with this accessible name. */
export type Action = RegExp;

type PublicRoute = {
  path: string;
  /** The heading a visitor should see first. */
  heading: RegExp;
  /** The screen's primary action, where it has one. */
  action?: Action;
};

/** Every public route, in three groups. */
export const publicRoutes: Record<string, PublicRoute[]> = {
  'the marketing pages': [
    { path: '/', heading: /Innovative, Progressive, Customer-Focused/, action: /^Search$/ },
    { path: '/about', heading: /About/ },
    { path: '/centres', heading: /Centre/, action: /^Apply Now$/ },
    { path: '/learners', heading: /Learner/ },
    { path: '/resources', heading: /Resources/ },
    { path: '/pricing', heading: /Pricing/, action: /^Request a Custom Quote$/ },
    { path: '/businesses', heading: /Business/, action: /^Enquire Now$/ },
    { path: '/support-hub', heading: /^Support Hub$/, action: /^Submit a Support Ticket$/ },
  ],
  'the catalogue, the news and the legal pages': [
    { path: '/qualifications', heading: /Qualifications/, action: /^Reset Filters$/ },
    {
      path: paths.qualification.getHref('level-1-award-business-administration'),
      heading: /Business Administration/,
    },
    { path: paths.news.getHref('ai-ethics-qualification'), heading: /AI Ethics/ },
    { path: '/terms', heading: /Terms/ },
    { path: '/privacy', heading: /Privacy/ },
    { path: '/cookies', heading: /Cookie/ },
    { path: '/accessibility', heading: /Accessibility Statement/ },
  ],
  'the forms, and a page that does not exist': [
    { path: '/join', heading: /^Join Larkfield Awards$/, action: /^Register$/ },
    { path: '/login', heading: /^Login to Your Account$/, action: /^Login$/ },
    { path: '/verify-certificate', heading: /Verif/, action: /^Verify Certificate$/ },
    { path: '/my-certificates', heading: /^My Certificates$/, action: /^Send Me a Sign-in Link$/ },
    { path: '/s', heading: /^View a Shared Certificate$/, action: /^View Certificate$/ },
    { path: '/receipt', heading: /^Receipt of a certificate check$/ },
    {
      path: '/report-certificate',
      heading: /^Report a Suspicious Certificate$/,
      action: /^Send Report$/,
    },
    {
      path: '/employers',
      heading: /^Verify Certificates for Your Organisation$/,
      action: /^Send Request$/,
    },
    { path: '/no-such-page', heading: /^Page not found$/ },
  ],
};

type StaffRoute = {
  path: string;
  /** Null for a screen that only shows something (the staff directory). */
  action: Action | null;
  /** Resolves once the screen has finished loading its data. */
  loaded: (page: Page) => Promise<void>;
};

// The first queries of a run wait for the emulator to warm up.
const firstLoad = { timeout: 30_000 };

async function numbersGenerated(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue(
    /^0865\d{5}$/,
    firstLoad,
  );
  await expect(page.getByRole('textbox', { name: 'Student Number' })).toHaveValue(/^Q\d{7}$/);
}

/** Every guarded route, with what shows it has loaded. */
export const staffRoutes: StaffRoute[] = [
  {
    path: paths.dashboard.root.getHref(),
    action: /Add Certificate/,
    loaded: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to your Dashboard' }),
      ).toBeVisible(firstLoad);
    },
  },
  {
    path: paths.dashboard.addCertificate.getHref(),
    action: /^Add Certificate$/,
    loaded: numbersGenerated,
  },
  {
    path: paths.addCertificate.getHref(),
    action: /^Add Certificate$/,
    loaded: numbersGenerated,
  },
  {
    path: paths.dashboard.studentList.getHref(),
    action: /^Search$/,
    loaded: async (page) => {
      await expect(
        page.getByText(/^(Showing \d+ certificates?|No certificates have been recorded yet\.)$/),
      ).toBeVisible(firstLoad);
    },
  },
  {
    path: paths.dashboard.review.getHref(),
    action: /^Suspicious Verifications/,
    loaded: async (page) => {
      await expect(page.getByRole('tab', { name: /^Failed Verifications \(\d+\)$/ })).toBeVisible(
        firstLoad,
      );
      await expect(page.getByText('Loading attempts...')).toHaveCount(0, firstLoad);
    },
  },
  {
    path: paths.dashboard.verify.getHref(),
    action: /^Verify Certificate$/,
    loaded: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Verify a Certificate' }),
      ).toBeVisible();
    },
  },
  {
    path: paths.dashboard.centreRisk.getHref(),
    action: /^Refresh$/,
    loaded: async (page) => {
      // The risk figures are read from their snapshot, or counted afresh when there is none.
      await expect(page.getByText(/^Counted .* centres? flagged\.$/)).toBeVisible(firstLoad);
      await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled(firstLoad);
    },
  },
  {
    path: paths.dashboard.centres.getHref(),
    action: /^Add Centre$/,
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Approved Centres' })).toBeVisible(
        firstLoad,
      );
      // The figures are read from their snapshot, or counted afresh when there is none.
      await expect(page.getByText(/^Figures as of /)).toBeVisible(firstLoad);
      await expect(page.getByText('…', { exact: true })).toHaveCount(0, firstLoad);
    },
  },
  {
    path: paths.dashboard.staff.getHref(),
    action: null,
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Staff Directory' })).toBeVisible(
        firstLoad,
      );
      await expect(page.getByText(/^[\d,]+ (person has|people have) staff access/)).toBeVisible(
        firstLoad,
      );
      await expect(page.getByRole('table', { name: /Everyone with staff access/ })).toBeVisible();
    },
  },
  {
    path: paths.dashboard.verifiers.getHref(),
    action: /^Search$/,
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Verifier Accounts' })).toBeVisible(
        firstLoad,
      );
      await expect(page.getByText(/^[\d,]+ verifier accounts?$/)).toBeVisible(firstLoad);
      await expect(page.getByText(/^[\d,]+ requests? open$/)).toBeVisible(firstLoad);
      await expect(page.getByText(/^Loading the (verifier accounts|requests)\.\.\.$/)).toHaveCount(
        0,
        firstLoad,
      );
    },
  },
  {
    path: paths.dashboard.activity.getHref(),
    action: /^Apply filters$/,
    loaded: async (page) => {
      await expect(
        page.getByText(/^(Showing \d+ events?, newest first|Nothing has been recorded yet\.)$/),
      ).toBeVisible(firstLoad);
    },
  },
];
