import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import VerifyCertificatePage from './verify-certificate';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <VerifyCertificatePage />
    </MemoryRouter>,
  );
}

describe('VerifyCertificatePage', () => {
  it('has one h1 and the help text', () => {
    renderAt('/verify-certificate');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Verify a Certificate', level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Why verify a certificate?' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Where to find the numbers' })).toBeVisible();
  });

  it('sends an employer with many certificates to check to a verifier account, or the phone', () => {
    renderAt('/verify-certificate');
    expect(screen.getByRole('link', { name: 'Ask for a free verifier account' })).toHaveAttribute(
      'href',
      '/employers',
    );
    expect(screen.getByRole('link', { name: '020 7946 0318' })).toHaveAttribute(
      'href',
      'tel:+442079460318',
    );
  });

  it('pre-fills the certificate number from the link', () => {
    renderAt('/verify-certificate?certificateNumber=086525123');
    expect(screen.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue('086525123');
    expect(screen.getByRole('textbox', { name: 'Student Number' })).toHaveValue('');
  });

  it('pre-fills the student number from the link but never the names', () => {
    renderAt('/verify-certificate?studentNumber=Q8825412&firstName=Ada&surname=Lovelace');
    expect(screen.getByRole('textbox', { name: 'Student Number' })).toHaveValue('Q8825412');
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Surname/ })).toHaveValue('');
  });
});
