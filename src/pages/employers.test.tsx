import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import EmployersPage from './employers';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/employers']}>
      <EmployersPage />
    </MemoryRouter>,
  );
}

describe('the page for employers', () => {
  it('explains the verifier account with the register’s own figures', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify Certificates for Your Organisation' }),
    ).toBeVisible();
    const offer = screen.getByRole('region', { name: 'What a verifier account gives you' });
    expect(offer).toHaveTextContent('Check up to 1,000 candidates at once');
    expect(offer).toHaveTextContent('from 50 to 5,000');
    expect(offer).toHaveTextContent('up to 20 an hour');
    expect(within(offer).getByRole('link', { name: 'Verify a certificate' })).toHaveAttribute(
      'href',
      '/verify-certificate',
    );
    expect(screen.getByRole('region', { name: 'Checking lawfully' })).toHaveTextContent(
      'consent, or another lawful basis',
    );
    expect(
      within(screen.getByRole('region', { name: 'How to get an account' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);
  });

  it('takes a request for an account, and sends verifiers to sign in for the batch check', () => {
    renderPage();
    const request = screen.getByRole('region', { name: 'Ask for an account' });
    expect(
      within(request).getByRole('form', { name: 'Ask for a verifier account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for an Account' })).toHaveAttribute(
      'href',
      '#request-heading',
    );
    for (const link of [
      screen.getByRole('link', { name: 'Sign In to Check' }),
      within(request).getByRole('link', { name: 'Sign in' }),
    ]) {
      expect(link).toHaveAttribute('href', '/login?redirect=%2Fverify%2Fbatch');
    }
    expect(within(request).getByRole('link', { name: '020 7946 0318' })).toHaveAttribute(
      'href',
      'tel:+442079460318',
    );
  });
});
