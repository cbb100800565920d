import { screen, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { renderLoadedPage } from '@/testing/render-loaded-page';

import NewsArticlePage from './news-article';

/** Renders the page at an address, once its content has loaded. */
const renderAt = (at: string) =>
  renderLoadedPage(<NewsArticlePage />, { path: paths.news.path, at });

describe('NewsArticlePage', () => {
  it('renders the article with its date, author and body', async () => {
    await renderAt(paths.news.getHref('ai-ethics-qualification'));

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Introducing Our New Qualification in AI Ethics',
      }),
    ).toBeInTheDocument();
    const date = screen.getByText('10 July 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-07-10');
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What the qualification covers' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'How it is assessed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Principles of ethical and responsible artificial intelligence').tagName,
    ).toBe('LI');
  });

  it('offers share links to the article address that open in a new tab', async () => {
    await renderAt(paths.news.getHref('ai-ethics-qualification'));
    const address = `${site.url}/news/ai-ethics-qualification`;

    const linkedIn = screen.getByRole('link', { name: /Share on LinkedIn/ });
    const linkedInUrl = new URL(linkedIn.getAttribute('href') ?? '');
    expect(linkedInUrl.origin + linkedInUrl.pathname).toBe(
      'https://www.linkedin.com/sharing/share-offsite/',
    );
    expect(linkedInUrl.searchParams.get('url')).toBe(address);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAccessibleName(/^Share on LinkedIn\s*\(opens in a new tab\)$/);

    const x = screen.getByRole('link', { name: /Share on X/ });
    const xUrl = new URL(x.getAttribute('href') ?? '');
    expect(xUrl.hostname).toBe('x.com');
    expect(xUrl.searchParams.get('url')).toBe(address);
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links to two related articles', async () => {
    await renderAt(paths.news.getHref('ai-ethics-qualification'));
    const related = screen.getByRole('region', { name: 'Related articles' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Partnership with Global Tech Academy Announced',
      'Celebrating Our 5th Anniversary: A Look Back',
    ]);
    expect(links[0]).toHaveAttribute('href', '/news/partnership-with-global-tech-academy');
  });

  it('shows the not-found page for an unknown article', async () => {
    await renderAt(paths.news.getHref('no-such-article'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Share on/ })).not.toBeInTheDocument();
  });
});
