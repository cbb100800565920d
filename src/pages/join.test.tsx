import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import JoinPage from './join';

describe('Join page', () => {
  it('invites visitors to register and links to the login page', () => {
    render(
      <MemoryRouter>
        <JoinPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Join Larkfield Awards' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Registration Form' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
