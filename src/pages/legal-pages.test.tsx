import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';

import AccessibilityPage from './accessibility';
import CookiesPage from './cookies';
import PrivacyPage from './privacy';
import TermsPage from './terms';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

function headingLevels() {
  return screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
}

describe.each([
  ['Terms and Conditions', TermsPage],
  ['Privacy Policy', PrivacyPage],
  ['Cookie Policy', CookiesPage],
  ['Accessibility Statement', AccessibilityPage],
])('%s page', (title, Page) => {
  it('has one h1, headings in order and only safe links', () => {
    const { container } = renderPage(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const levels = headingLevels();
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    for (const link of container.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href')).toMatch(/^(\/|https:|mailto:)/);
    }
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 21 November 2026');
  });
});

describe('legal content', () => {
  it('requires users of the site to be 18 or older', () => {
    renderPage(TermsPage);
    expect(screen.getByRole('heading', { name: 'Who may use this website' })).toBeInTheDocument();
    expect(screen.getByText('18 or older')).toBeInTheDocument();
  });

  it('lists essential, analytics and marketing cookies', () => {
    renderPage(CookiesPage);
    for (const kind of ['Essential cookies', 'Analytics cookies', 'Marketing cookies']) {
      expect(screen.getByRole('heading', { level: 2, name: kind })).toBeInTheDocument();
    }
  });

  it('names the regulator and how to complain to the ICO', () => {
    renderPage(PrivacyPage);
    expect(screen.getAllByText(/UK GDPR/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
  });

  it('states the WCAG target, the compliance status, enforcement and the review date', () => {
    renderPage(AccessibilityPage);
    expect(screen.getByText(/partially compliant with the/)).toHaveTextContent(
      'Web Content Accessibility Guidelines version 2.2 AA standard',
    );
    expect(screen.getByRole('heading', { name: 'Enforcement procedure' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Equality Commission for Northern Ireland/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/prepared on 21 November 2026/)).toBeInTheDocument();
  });
});
