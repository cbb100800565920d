import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';

import QualificationPage from './qualification';
import QualificationsPage from './qualifications';

/** Where the router is, for assertions: the test reads it as a visitor would read the address bar. */
const current = { search: '' };

function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    current.search = search;
  }, [search]);
  return null;
}

/** Stands in for the browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

function renderAt(url: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <LocationProbe />
      <BackButton />
      <Routes>
        <Route path={paths.qualifications.path} element={<QualificationsPage />} />
        <Route path={paths.qualification.path} element={<QualificationPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const status = () => screen.getByRole('status');
const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pagination = () => screen.queryByRole('navigation', { name: 'Pagination' });
const params = () => Object.fromEntries(new URLSearchParams(current.search));

describe('the qualification catalogue page', () => {
  it('lists the first six of 23 qualifications with a page bar', () => {
    renderAt('/qualifications');
    expect(screen.getByRole('heading', { level: 1, name: 'Qualifications' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 1–6 of 23 qualifications');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(within(pagination()!).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination()!).getByRole('link', { name: 'Previous' })).not.toHaveAttribute(
      'href',
    );
  });

  it('shows each card’s facts and a View Details link to its own page', () => {
    renderAt('/qualifications');
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByRole('heading')).toHaveTextContent(
      'Larkfield Entry Level 3 Award in Preparing to Work in Schools (RQF)',
    );
    expect(card).toHaveTextContent('Direct Learning Support');
    expect(card).toHaveTextContent('Entry Level');
    expect(card).toHaveTextContent('Award');
    expect(card).toHaveTextContent('TQT90 hours');
    expect(within(card).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/qualifications/entry-3-award-preparing-to-work-in-schools',
    );
  });

  it('reflects every filter in the URL in the controls and the results', () => {
    renderAt('/qualifications?sector=Administration&page=2');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('Administration');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('All Levels');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('All Types');
    expect(status()).toHaveTextContent('Showing 7–8 of 8 qualifications');
    expect(cardTitles()).toEqual([
      'Larkfield Level 3 Diploma in Business Administration (RQF)',
      'Larkfield Level 4 Diploma in Business Administration and Office Management (RQF)',
    ]);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('lands on filtered results from a ?search= link and shows the text in the box', () => {
    renderAt('/qualifications?search=SEND');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('SEND');
    expect(status()).toHaveTextContent('Showing 1–2 of 2 qualifications');
    expect(pagination()).not.toBeInTheDocument();
  });

  it('ignores junk in the URL and clamps a page past the end', () => {
    renderAt('/qualifications?sector=Healthcare&level=Level+9&type=Degree&page=abc');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('All Sectors');
    expect(status()).toHaveTextContent('Showing 1–6 of 23 qualifications');
  });

  it('shows the last page for a page number past the end', () => {
    renderAt('/qualifications?page=99');
    expect(status()).toHaveTextContent('Showing 19–23 of 23 qualifications');
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to page 1 in the URL when a drop-down changes', async () => {
    const user = renderAt('/qualifications?sector=Administration&page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 3');
    expect(params()).toEqual({ sector: 'Administration', level: 'Level 3' });
    expect(status()).toHaveTextContent('Showing 1–2 of 2 qualifications');
    expect(pagination()).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Diploma');
    expect(params()).toEqual({ sector: 'Administration', level: 'Level 3', type: 'Diploma' });
    expect(cardTitles()).toEqual(['Larkfield Level 3 Diploma in Business Administration (RQF)']);
    expect(status()).toHaveTextContent('Showing 1 of 1 qualification');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'All Sectors');
    expect(params()).toEqual({ level: 'Level 3', type: 'Diploma' });
  });

  it('searches as you type, back to page 1, and Back returns to the results before the search', async () => {
    const user = renderAt('/qualifications?page=3');
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'Assessing');
    expect(params()).toEqual({ search: 'Assessing' });
    expect(status()).toHaveTextContent('Showing 1–4 of 4 qualifications');

    // One history entry for the whole word, not one per letter.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(params()).toEqual({ page: '3' });
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
    expect(status()).toHaveTextContent('Showing 13–18 of 23 qualifications');
  });

  it('keeps the box as typed, spaces included, and Enter does not reload', async () => {
    const user = renderAt('/qualifications');
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    await user.type(box, 'business admin{Enter}');
    expect(box).toHaveValue('business admin');
    expect(params()).toEqual({ search: 'business admin' });
    expect(status()).toHaveTextContent('Showing 1–4 of 4 qualifications');
  });

  it('pushes a history entry for each page and select change, so Back restores them', async () => {
    const user = renderAt('/qualifications');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(params()).toEqual({ page: '2' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'Administration');
    expect(params()).toEqual({ sector: 'Administration' });

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(params()).toEqual({ page: '2' });
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('All Sectors');
    expect(status()).toHaveTextContent('Showing 7–12 of 23 qualifications');
  });

  it('moves to the results heading on a page change', async () => {
    const user = renderAt('/qualifications');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(params()).toEqual({ page: '2' });
    expect(status()).toHaveTextContent('Showing 7–12 of 23 qualifications');
    expect(screen.getByRole('heading', { name: 'Search results' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Page 4' }));
    expect(status()).toHaveTextContent('Showing 19–23 of 23 qualifications');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(params()).toEqual({ page: '3' });
  });

  it('clears every filter with Reset Filters', async () => {
    const user = renderAt(
      '/qualifications?search=teaching&sector=Direct+Learning+Support&level=Level+2&type=Certificate',
    );
    expect(status()).toHaveTextContent('Showing 1 of 1 qualification');
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(current.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('All Sectors');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('All Levels');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('All Types');
    expect(status()).toHaveTextContent('Showing 1–6 of 23 qualifications');
  });

  it('does not add a history entry when Reset Filters has nothing to clear', async () => {
    const user = renderAt('/qualifications?page=2');
    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(params()).toEqual({ page: '2' });
  });

  it('says so when nothing matches, without a page bar, and offers a way out', async () => {
    const user = renderAt('/qualifications?search=astrophysics');
    expect(status()).toHaveTextContent('No qualifications found.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(pagination()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(status()).toHaveTextContent('Showing 1–6 of 23 qualifications');
  });

  it('opens the detail page from View Details and links back to the same results', async () => {
    const user = renderAt('/qualifications?sector=Administration&page=2');
    const details = screen.getByRole('link', {
      name: /View Details.*Level 3 Diploma in Business Administration/,
    });
    // Inside act, so that React renders the page again once its details have arrived.
    await act(() => user.click(details));
    // The page loads its qualification's details first.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Larkfield Level 3 Diploma in Business Administration (RQF)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to qualifications/ })).toHaveAttribute(
      'href',
      '/qualifications?sector=Administration&page=2',
    );
  });
});
