import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import SupportHubPage from './support-hub';

function renderPage(initialEntry = '/support-hub') {
  return render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <SupportHubPage />
    </MemoryRouter>,
  );
}

function cardTitles() {
  const list = within(screen.getByRole('region', { name: 'How can we help?' })).queryByRole('list');
  return list
    ? within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
    : [];
}

describe('Support Hub page', { timeout: 15_000 }, () => {
  it('shows the banner, the five cards and the contact details', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Support Hub' })).toBeInTheDocument();
    expect(
      screen.getByText('Your central point for all centre-related resources and assistance.'),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      'Centre Resources',
      'Policies',
      'Centre FAQs',
      'Contact Us',
      'Portal Guide',
    ]);
    expect(screen.getByRole('link', { name: 'Centre FAQs' })).toHaveAttribute(
      'href',
      '/resources?tab=faqs',
    );

    const contact = within(screen.getByRole('region', { name: 'Need Direct Assistance?' }));
    expect(contact.getByRole('link', { name: '020 7946 0318' })).toHaveAttribute(
      'href',
      'tel:+442079460318',
    );
    expect(contact.getByText('Mon - Fri 9:00 AM - 5:00 PM GMT')).toBeInTheDocument();
    expect(contact.getByText(/London EC1M 5RN/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a Support Ticket' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@larkfieldawards\.example\?subject=/),
    );
    const updates = within(screen.getByRole('region', { name: 'Latest Centre Updates' }));
    expect(updates.getAllByRole('listitem')).toHaveLength(5);
    expect(updates.getByText('16 November 2026')).toHaveAttribute('datetime', '2026-11-16');
  });

  it('filters the cards by title and description as you type, with a polite count', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search support articles' });
    expect(search).toHaveAttribute('placeholder', 'Search support articles...');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 5 support articles.');

    await user.type(search, 'portal');
    expect(cardTitles()).toEqual(['Portal Guide']);
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 of 5 support articles matches your search.',
    );

    await user.clear(search);
    await user.type(search, 'MALPRACTICE');
    expect(cardTitles()).toEqual(['Policies']);
  });

  it('shows an empty state when nothing matches, and can clear the search', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search support articles' });
    await user.type(search, 'zebra crossings');

    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('No support articles match “zebra crossings”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No support articles match your search.');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(cardTitles()).toHaveLength(5);
  });

  it('restores a search from the address', () => {
    renderPage('/support-hub?search=faqs');
    expect(screen.getByRole('searchbox', { name: 'Search support articles' })).toHaveValue('faqs');
    expect(cardTitles()).toEqual(['Centre FAQs']);
  });
});
