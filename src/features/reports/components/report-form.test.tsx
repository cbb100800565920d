import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { FileReport } from '../api/file-report';
import { ReportForm } from './report-form';

function renderForm(file: FileReport, initialNumber = '') {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ReportForm file={file} initialNumber={initialNumber} />
    </MemoryRouter>,
  );
  return { user };
}

const number = () => screen.getByRole('textbox', { name: /Certificate Number/ });
const reason = () => screen.getByRole('textbox', { name: /What makes you doubt it/ });
const contact = () => screen.getByRole('textbox', { name: /Your e-mail address/ });
const send = () => screen.getByRole('button', { name: 'Send Report' });

describe('ReportForm', () => {
  it('files the report with the number it opened with, then thanks the visitor and says nothing of the certificate', async () => {
    const file = vi.fn<FileReport>().mockResolvedValue({ status: 'filed' });
    const { user } = renderForm(file, '086525123');
    expect(number()).toHaveValue('086525123');
    await user.type(reason(), 'The seal looks printed.');
    await user.type(contact(), 'hr@employer.example');
    await user.click(send());
    const thanks = await screen.findByRole('heading', { name: /your report has been sent/ });
    expect(file).toHaveBeenCalledExactlyOnceWith({
      certificateNumber: '086525123',
      reason: 'The seal looks printed.',
      contact: 'hr@employer.example',
    });
    expect(thanks.parentElement).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/genuine|valid|not found|no certificate/i);
  });

  it('says what to fix, focuses the first field to fix, and files nothing', async () => {
    const file = vi.fn<FileReport>();
    const { user } = renderForm(file);
    await user.click(send());
    expect(screen.getByText('Enter the certificate number')).toBeInTheDocument();
    expect(screen.getByText('Say what makes you doubt the certificate')).toBeInTheDocument();
    expect(number()).toHaveFocus();
    await user.type(number(), '086525123');
    await user.type(reason(), 'Doubtful.');
    await user.type(contact(), 'not an address');
    await user.click(send());
    expect(contact()).toHaveFocus();
    expect(file).not.toHaveBeenCalled();
  });

  it('refuses past the quota with the check’s message, and offers to send again when it failed', async () => {
    const file = vi
      .fn<FileReport>()
      .mockResolvedValueOnce({ status: 'unavailable' })
      .mockResolvedValueOnce({ status: 'throttled', retryAt: new Date('2026-11-28T03:00:00Z') });
    const { user } = renderForm(file, '086525123');
    await user.type(reason(), 'Doubtful.');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Too many checks' })).toBeInTheDocument();
    expect(screen.getByText(/as many checks as we allow in an hour/)).toBeInTheDocument();
  });
});
