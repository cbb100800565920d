import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { ScrollToTop } from './scroll-to-top';
import { Link } from './ui/link';

function renderAt(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Link to="/about">About us</Link>
      <Link to="/qualifications?page=2">Page 2</Link>
    </MemoryRouter>,
  );
  return scrollTo;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('leaves the first page where the visitor has scrolled it', () => {
    const scrollTo = renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top', async () => {
    const scrollTo = renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('keeps the place when only the query changes', async () => {
    const scrollTo = renderAt('/qualifications');
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
