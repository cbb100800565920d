import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';

import { SectorSearch } from './sector-search';

function LocationDisplay() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<SectorSearch />} />
        <Route path={paths.qualifications.path} element={<LocationDisplay />} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    input: screen.getByRole('searchbox', {
      name: 'Search by sector, subject or qualification title',
    }),
    button: screen.getByRole('button', { name: 'Search' }),
  };
}

describe('SectorSearch', () => {
  it('is a search landmark named by its heading', () => {
    renderSearch();
    expect(screen.getByRole('search', { name: 'Sector Search' })).toBeInTheDocument();
  });

  it('goes to the catalogue with the trimmed text when Enter is pressed', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, '  teaching assistant {Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      '/qualifications?search=teaching+assistant',
    );
  });

  it('searches when the button is pressed', async () => {
    const user = userEvent.setup();
    const { input, button } = renderSearch();
    await user.type(input, 'Administration');
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('/qualifications?search=Administration');
  });

  it('goes to the whole catalogue, with no search parameter, when the text is blank', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('status').textContent).toBe('/qualifications');
  });
});
