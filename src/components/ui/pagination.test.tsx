import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Pagination, pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(18, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('does not leave a gap of one page', () => {
    expect(pageItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});

/** Where the pager's links go in these tests. */
const listHref = (page: number) => `/list?page=${page}`;

describe('Pagination', () => {
  it('renders nothing when there is only one page', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} hrefFor={listHref} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is a labelled navigation with Previous, numbered and Next links', () => {
    render(<Pagination page={2} pageCount={4} hrefFor={listHref} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '←Previous',
      '1',
      '2',
      '3',
      '4',
      'Next→',
    ]);
    for (const name of ['Page 1', 'Page 2', 'Page 3', 'Page 4']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('links each page to its address, and disables Previous and Next at the ends', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={3} hrefFor={listHref} onPageChange={() => {}} />,
    );
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=2');
    expect(screen.getByRole('link', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/list?page=3');
    rerender(<Pagination page={3} pageCount={3} hrefFor={listHref} onPageChange={() => {}} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?page=2');
    expect(screen.getByRole('link', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
  });

  it('does nothing when a disabled end is clicked', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={3} hrefFor={listHref} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('asks for the page chosen', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={4} hrefFor={listHref} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await user.click(screen.getByRole('link', { name: 'Page 4' }));
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [4]]);
  });

  it('leaves a click meant for a new tab to the browser', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={4} hrefFor={listHref} onPageChange={onPageChange} />);
    // The test's page cannot open tabs: stop the browser's part once the pager has had its say.
    const keepPage = (event: Event) => event.preventDefault();
    document.addEventListener('click', keepPage);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', keepPage);
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
