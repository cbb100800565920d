import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import BusinessesPage from './businesses';

describe('Businesses page', () => {
  it('takes enquiries about training, and sends employers who check certificates to their page', () => {
    render(
      <MemoryRouter>
        <BusinessesPage />
      </MemoryRouter>,
    );
    for (const enquire of screen.getAllByRole('link', { name: 'Enquire Now' })) {
      expect(enquire).toHaveAttribute('href', '/join');
    }
    expect(screen.getByRole('link', { name: 'Verify Candidates’ Certificates' })).toHaveAttribute(
      'href',
      '/employers',
    );
  });
});
