import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';

import ResourcesPage from './resources';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current address">{location.pathname + location.search}</output>;
}

function renderPage(initialEntry = '/resources') {
  return render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <ResourcesPage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('Resources page', () => {
  it('shows the featured strip and the Downloads tab by default', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Featured resources' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true');
    const downloads = within(screen.getByRole('tabpanel', { name: 'Downloads' }));
    const handbook = downloads.getByRole('heading', { level: 4, name: 'Centre Handbook 2026/27' });
    expect(handbook).toBeVisible();
    // Looked for in its own card: naming every link of the panel costs seconds in jsdom.
    expect(
      within(handbook.closest('li')!).getByRole('link', {
        name: /Request a copy: Centre Handbook 2026\/27/,
      }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:info@larkfieldawards\.example\?/));
  });

  it('opens the tab named in the address and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    renderPage('/resources?tab=guides');
    expect(screen.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'News' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/resources?tab=news',
    );
    expect(
      screen.getByRole('link', { name: /Read the article: Introducing Our New Qualification/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/news\//));

    await user.click(screen.getByRole('tab', { name: 'Downloads' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      /^\/resources$/,
    );
  });

  it('treats an unknown tab in the address as Downloads', () => {
    renderPage('/resources?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps at most one FAQ open and closes the open one when chosen again', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'FAQs' }));

    const approval = screen.getByRole('button', {
      name: 'How does an organisation become an approved centre?',
    });
    const certificates = screen.getByRole('button', {
      name: 'How long does it take for a learner to receive a certificate?',
    });
    expect(approval.closest('h3')).not.toBeNull();
    expect(approval).toHaveAttribute('aria-expanded', 'false');

    await user.click(approval);
    expect(approval).toHaveAttribute('aria-expanded', 'true');
    const panel = within(screen.getByRole('tabpanel', { name: 'FAQs' }));
    expect(panel.getByRole('region', { name: approval.textContent ?? '' })).toHaveTextContent(
      /six to eight weeks/,
    );

    await user.click(certificates);
    expect(certificates).toHaveAttribute('aria-expanded', 'true');
    expect(approval).toHaveAttribute('aria-expanded', 'false');
    expect(panel.getAllByRole('region')).toHaveLength(1);

    await user.click(certificates);
    expect(certificates).toHaveAttribute('aria-expanded', 'false');
    expect(panel.queryByRole('region')).not.toBeInTheDocument();
  });
});
