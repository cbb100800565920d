import { screen, within } from '@testing-library/react';
import type { InitialEntry } from 'react-router-dom';

import { paths } from '@/config/paths';
import { renderLoadedPage } from '@/testing/render-loaded-page';

import QualificationPage from './qualification';

/** Renders the page at an address, once its content has loaded. */
const renderAt = (at: InitialEntry) =>
  renderLoadedPage(<QualificationPage />, { path: paths.qualification.path, at });

const id = 'level-3-diploma-teaching-and-lecturing';
const title = 'Larkfield Level 3 Diploma in Teaching and Lecturing (RQF)';

describe('the qualification detail page', () => {
  it('titles the page and the document with the qualification', async () => {
    await renderAt(paths.qualification.getHref(id));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Larkfield Awards`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('A substantial teaching qualification'),
    );
  });

  it('lists the key facts as a description list', async () => {
    await renderAt(paths.qualification.getHref(id));
    const facts = screen.getByRole('complementary', { name: 'Key facts' });
    const terms = within(facts)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const details = within(facts)
      .getAllByRole('definition')
      .map((detail) => detail.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, details[index]]))).toEqual({
      'Qualification type': 'Diploma',
      Level: 'Level 3',
      Sector: 'Teaching and Lecturing',
      'Total qualification time (TQT)': '480 hours',
      'Guided learning hours (GLH)': '300 hours',
      'Credit value': '48',
      'Minimum age': '19',
      Framework: 'Regulated Qualifications Framework (RQF)',
    });
  });

  it('shows every section, in heading order', async () => {
    await renderAt(paths.qualification.getHref(id));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Key facts',
      'Overview',
      'Who it is for',
      'Entry requirements',
      'Assessment',
      'Progression',
      'Qualification structure',
    ]);
    const structure = screen.getByRole('region', { name: 'Qualification structure' });
    expect(structure).toHaveTextContent(
      'Learners must achieve all seven mandatory units and one optional unit.',
    );
    const rows = within(within(structure).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('Roles, responsibilities and professional values');
    expect(rows[1]).toHaveTextContent('Mandatory');
    expect(rows[10]).toHaveTextContent('Optional');
  });

  it('links to approved centres, certificate verification and back to the catalogue', async () => {
    await renderAt(paths.qualification.getHref(id));
    expect(screen.getByRole('link', { name: 'Find an approved centre' })).toHaveAttribute(
      'href',
      '/centres',
    );
    expect(screen.getByRole('link', { name: 'Verify a certificate' })).toHaveAttribute(
      'href',
      '/verify-certificate',
    );
    expect(screen.getByRole('link', { name: /Back to qualifications/ })).toHaveAttribute(
      'href',
      '/qualifications',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Qualifications' })).toHaveAttribute(
      'href',
      '/qualifications',
    );
    expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
  });

  it('links back to the results the visitor came from, keeping only valid filters', async () => {
    await renderAt({
      pathname: paths.qualification.getHref(id),
      state: { catalogueSearch: 'sector=Teaching+and+Lecturing&page=2&level=Level+9&x=1' },
    });
    expect(screen.getByRole('link', { name: /Back to qualifications/ })).toHaveAttribute(
      'href',
      '/qualifications?sector=Teaching+and+Lecturing&page=2',
    );
  });

  it('shows the 404 page for an unknown id', async () => {
    await renderAt(paths.qualification.getHref('level-9-diploma-in-nothing'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Larkfield Awards');
  });
});
