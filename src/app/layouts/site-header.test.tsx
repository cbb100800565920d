import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { site } from '@/config/site';

import { SiteHeader } from './site-header';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('SiteHeader', () => {
  it('lists the nine destinations and the phone link', () => {
    renderHeader();
    const [desktopNav] = screen.getAllByRole('navigation', { name: 'Main' });
    const links = within(desktopNav!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About',
      'Centres',
      'Learners',
      'Qualifications',
      'Resources',
      'Pricing',
      'Support Hub',
      'Verify Certificate',
    ]);
    expect(
      screen.getAllByRole('link', { name: `Call us on ${site.phone.display}` })[0],
    ).toHaveAttribute('href', site.phone.href);
  });

  it('marks the current page with aria-current', () => {
    renderHeader('/pricing');
    const [desktopNav] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(within(desktopNav!).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(desktopNav!).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens and closes the small-screen menu with its toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = menuButton();
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: /Call us on/ })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu with Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes the menu when a link is chosen, and navigates', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    const menu = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    await user.click(within(menu).getByRole('link', { name: 'Support Hub' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/support-hub');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });
});
