import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';

import { RootLayout } from './layouts/root-layout';

// Each page is its own chunk, fetched when its route is first rendered.
const HomePage = lazy(() => import('@/pages/home'));
const AboutPage = lazy(() => import('@/pages/about'));
const CentresPage = lazy(() => import('@/pages/centres'));
const LearnersPage = lazy(() => import('@/pages/learners'));
const QualificationsPage = lazy(() => import('@/pages/qualifications'));
const QualificationPage = lazy(() => import('@/pages/qualification'));
const ResourcesPage = lazy(() => import('@/pages/resources'));
const PricingPage = lazy(() => import('@/pages/pricing'));
const BusinessesPage = lazy(() => import('@/pages/businesses'));
const SupportHubPage = lazy(() => import('@/pages/support-hub'));
const JoinPage = lazy(() => import('@/pages/join'));
const LoginPage = lazy(() => import('@/pages/login'));
const VerifyCertificatePage = lazy(() => import('@/pages/verify-certificate'));
const NewsArticlePage = lazy(() => import('@/pages/news-article'));
const TermsPage = lazy(() => import('@/pages/terms'));
const PrivacyPage = lazy(() => import('@/pages/privacy'));
const CookiesPage = lazy(() => import('@/pages/cookies'));
const AccessibilityPage = lazy(() => import('@/pages/accessibility'));
const AddCertificatePage = lazy(() => import('@/pages/add-certificate'));
const DashboardLayoutPage = lazy(() => import('@/pages/dashboard/layout'));
const DashboardHomePage = lazy(() => import('@/pages/dashboard/home'));
const DashboardVerifyPage = lazy(() => import('@/pages/dashboard/verify'));
const DashboardAddCertificatePage = lazy(() => import('@/pages/dashboard/add-certificate'));
const StudentListPage = lazy(() => import('@/pages/dashboard/student-list'));
const ReviewCertificatesPage = lazy(() => import('@/pages/dashboard/review-certificates'));
const NotFoundPage = lazy(() => import('@/pages/not-found'));

// The session provider and guard, with the Auth SDK behind them, load only for staff routes.
const StaffArea = lazy(() => import('./staff-area'));
const StaffOnly = lazy(() =>
  import('./staff-area').then((module) => ({ default: module.StaffOnly })),
);

/** The one router definition: every route of the product. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.about.path, element: <AboutPage /> },
      { path: paths.centres.path, element: <CentresPage /> },
      { path: paths.learners.path, element: <LearnersPage /> },
      { path: paths.qualifications.path, element: <QualificationsPage /> },
      { path: paths.qualification.path, element: <QualificationPage /> },
      { path: paths.resources.path, element: <ResourcesPage /> },
      { path: paths.pricing.path, element: <PricingPage /> },
      { path: paths.businesses.path, element: <BusinessesPage /> },
      { path: paths.supportHub.path, element: <SupportHubPage /> },
      { path: paths.join.path, element: <JoinPage /> },
      { path: paths.verify.path, element: <VerifyCertificatePage /> },
      { path: paths.news.path, element: <NewsArticlePage /> },
      { path: paths.terms.path, element: <TermsPage /> },
      { path: paths.privacy.path, element: <PrivacyPage /> },
      { path: paths.cookies.path, element: <CookiesPage /> },
      { path: paths.accessibility.path, element: <AccessibilityPage /> },
      {
        element: <StaffArea />,
        children: [
          { path: paths.login.path, element: <LoginPage /> },
          {
            element: <StaffOnly />,
            children: [
              { path: paths.addCertificate.path, element: <AddCertificatePage /> },
              {
                path: paths.dashboard.root.path,
                element: <DashboardLayoutPage />,
                children: [
                  { index: true, element: <DashboardHomePage /> },
                  { path: paths.dashboard.verify.path, element: <DashboardVerifyPage /> },
                  {
                    path: paths.dashboard.addCertificate.path,
                    element: <DashboardAddCertificatePage />,
                  },
                  { path: paths.dashboard.studentList.path, element: <StudentListPage /> },
                  { path: paths.dashboard.review.path, element: <ReviewCertificatesPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
