import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { Link, NavLink } from './link';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderAt(path: string, links: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Location />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('follows its address inside the app', async () => {
    renderAt('/', <Link to="/about">About us</Link>);
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });

  it('leaves a click the page has already handled alone', async () => {
    renderAt(
      '/',
      <Link to="/about" onClick={(event) => event.preventDefault()}>
        About us
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/qualifications">Qualifications</NavLink>
      <NavLink to="/dashboard" end>
        Dashboard
      </NavLink>
    </>
  );

  it('marks the current page and the section a page is in', () => {
    renderAt('/qualifications/level-3-diploma', links);
    expect(screen.getByRole('link', { name: 'Qualifications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
  });

  it('marks a link with `end` only on its own page', () => {
    renderAt('/dashboard/student-list', links);
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    renderAt('/', links);
    expect(screen.getAllByRole('link', { name: 'Home' }).at(-1)).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('link', { name: 'Home' }).at(-1)).toHaveClass('on');
  });
});
