import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { emptyVerificationInput, type VerificationInput } from '@/domain/verification-input';
import type { CheckMade, FoundCertificate } from '@/domain/public-check';

import type { VerificationOutcome, VerifyCertificate } from '../api/verify-certificate';
import { VerificationForm } from './verification-form';

const certificate: FoundCertificate = {
  certificateId: 'cert-1',
  qualification: 'Larkfield Level 3 Diploma in Learning Support (RQF)',
  learner: 'Ada Lovelace',
  awardedDate: '2025-03-12',
  certificateNumber: '086525123',
  centreNumber: '87583',
  status: 'valid',
  statusChangedAt: null,
};

/** The check an answer came from, as the page's record of it needs it. */
const check: CheckMade = { checkId: 'check-1', key: 'key-1', row: 0, number: '086525123' };

function renderForm(
  verify: VerifyCertificate = vi.fn(),
  initialValues: VerificationInput = emptyVerificationInput,
) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <VerificationForm verify={verify} initialValues={initialValues} />
    </MemoryRouter>,
  );
  return { user };
}

const certificateNumber = () => screen.getByRole('textbox', { name: 'Certificate Number' });
const studentNumber = () => screen.getByRole('textbox', { name: 'Student Number' });
const firstName = () => screen.getByRole('textbox', { name: /First Name/ });
const surname = () => screen.getByRole('textbox', { name: /Surname/ });
const submit = () => screen.getByRole('button', { name: 'Verify Certificate' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(certificateNumber(), '086525123');
  await user.type(firstName(), 'Ada');
  await user.type(surname(), 'Lovelace');
}

describe('VerificationForm', () => {
  it('shows the fields, the "or" between the numbers and the idle message', () => {
    renderForm();
    expect(certificateNumber()).toHaveAttribute('placeholder', 'e.g. 012345678');
    expect(studentNumber()).toHaveAttribute('placeholder', 'e.g. Q01234567');
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(firstName()).toBeRequired();
    expect(surname()).toBeRequired();
    expect(submit()).toBeEnabled();
    expect(screen.getByText('Enter details above to verify a certificate.')).toBeInTheDocument();
  });

  it('pre-fills the numbers it is given', () => {
    renderForm(vi.fn(), {
      ...emptyVerificationInput,
      certificateNumber: '086525123',
      studentNumber: 'Q8825412',
    });
    expect(certificateNumber()).toHaveValue('086525123');
    expect(studentNumber()).toHaveValue('Q8825412');
    expect(firstName()).toHaveValue('');
  });

  it('gets the check ready once someone moves into the form, before anything is sent', async () => {
    const user = userEvent.setup();
    const prepare = vi.fn();
    render(
      <MemoryRouter>
        <VerificationForm verify={vi.fn()} prepare={prepare} />
      </MemoryRouter>,
    );
    expect(prepare).not.toHaveBeenCalled();
    await user.click(surname());
    expect(prepare).toHaveBeenCalled();
  });

  it('gets the check ready when the app takes over a pre-rendered form someone is already in', () => {
    const prepare = vi.fn();
    const form = (
      <MemoryRouter>
        <VerificationForm verify={vi.fn()} prepare={prepare} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    within(container)
      .getByRole('textbox', { name: /First Name/ })
      .focus();

    render(form, { container, hydrate: true });
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('asks for a number, ties the message to the field, focuses it and sends nothing', async () => {
    const verify = vi.fn<VerifyCertificate>();
    const { user } = renderForm(verify);
    await user.type(firstName(), 'Ada');
    await user.type(surname(), 'Lovelace');
    await user.click(submit());

    expect(certificateNumber()).toHaveAccessibleDescription(
      'Enter a certificate number or a student number',
    );
    expect(certificateNumber()).toHaveAttribute('aria-invalid', 'true');
    expect(certificateNumber()).toHaveFocus();
    expect(verify).not.toHaveBeenCalled();
  });

  it('asks for each missing name and sends nothing', async () => {
    const verify = vi.fn<VerifyCertificate>();
    const { user } = renderForm(verify);
    await user.type(studentNumber(), 'Q8825412');
    await user.click(submit());

    expect(firstName()).toHaveAccessibleDescription("Enter the learner's first name");
    expect(surname()).toHaveAccessibleDescription("Enter the learner's surname");
    expect(firstName()).toHaveFocus();
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses over-long values without a request', async () => {
    const verify = vi.fn<VerifyCertificate>();
    const { user } = renderForm(verify);
    await user.click(certificateNumber());
    await user.paste('1'.repeat(33));
    await user.type(firstName(), 'Ada');
    await user.click(surname());
    await user.paste('x'.repeat(101));
    await user.click(submit());

    expect(certificateNumber()).toHaveAccessibleDescription(
      'Certificate number must be 32 characters or fewer',
    );
    expect(surname()).toHaveAccessibleDescription('Surname must be 100 characters or fewer');
    expect(verify).not.toHaveBeenCalled();
  });

  it('sends the normalised query', async () => {
    const verify = vi.fn<VerifyCertificate>().mockResolvedValue({ status: 'failed', check });
    const { user } = renderForm(verify);
    await user.type(certificateNumber(), ' 0865 25 123 ');
    await user.type(studentNumber(), 'q8825412');
    await user.type(firstName(), '  ADA ');
    await user.type(surname(), 'Love   Lace');
    await user.click(submit());

    expect(verify).toHaveBeenCalledWith({
      certificateNumber: '086525123',
      studentNumber: 'Q8825412',
      firstName: 'ada',
      surname: 'love lace',
    });
  });

  it('shows "Verifying..." and cannot be submitted twice while checking', async () => {
    let settle: (outcome: VerificationOutcome) => void = () => {};
    const verify = vi.fn<VerifyCertificate>(() => new Promise((resolve) => (settle = resolve)));
    const { user } = renderForm(verify);
    await fillValid(user);
    await user.click(submit());

    const busy = screen.getByRole('button', { name: 'Verifying...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(surname(), '{Enter}');
    expect(verify).toHaveBeenCalledTimes(1);

    settle({ status: 'failed', check });
    expect(await screen.findByRole('button', { name: 'Verify Certificate' })).toBeEnabled();
  });

  it('shows the verified certificate, announces it and moves focus to it', async () => {
    const verify = vi.fn<VerifyCertificate>().mockResolvedValue({
      status: 'verified',
      certificate,
      check,
    });
    const { user } = renderForm(verify);
    await fillValid(user);
    await user.click(submit());

    const box = await screen.findByRole('region', { name: 'Certificate Verified Successfully!' });
    expect(box).toHaveFocus();
    expect(box.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    const details = within(box);
    const value = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    expect(value('Qualification')).toBe(certificate.qualification);
    expect(value('Learner')).toBe('Ada Lovelace');
    expect(value('Date Awarded')).toBe('12 March 2025');
    expect(value('Certificate Number')).toBe('086525123');
    expect(value('Centre Number')).toBe('87583');
    expect(
      screen.queryByText('Enter details above to verify a certificate.'),
    ).not.toBeInTheDocument();
  });

  it('shows a text date from the old system as recorded', async () => {
    const verify = vi.fn<VerifyCertificate>().mockResolvedValue({
      status: 'verified',
      certificate: { ...certificate, awardedDate: '14 March 2019' },
      check,
    });
    const { user } = renderForm(verify);
    await fillValid(user);
    await user.click(submit());

    const box = await screen.findByRole('region', { name: 'Certificate Verified Successfully!' });
    expect(within(box).getByText('14 March 2019')).toBeInTheDocument();
  });

  it.each([
    [
      'suspended',
      'Certificate Under Review',
      /being reviewed\. Please contact us before relying on it\./,
    ],
    [
      'withdrawn',
      'Certificate Withdrawn',
      /withdrawn by Larkfield Awards on 2 October 2025 and is no longer valid/,
    ],
    ['replaced', 'Certificate Replaced', /replaced on 2 October 2025 by a newer certificate/],
  ] as const)(
    'shows a %s certificate as it stands, never why, and moves focus to it',
    async (status, heading, message) => {
      const verify = vi.fn<VerifyCertificate>().mockResolvedValue({
        status: 'verified',
        certificate: { ...certificate, status, statusChangedAt: new Date(2025, 9, 2, 11, 30) },
        check,
      });
      const { user } = renderForm(verify);
      await fillValid(user);
      await user.click(submit());

      const box = await screen.findByRole('region', { name: heading });
      expect(box).toHaveFocus();
      expect(box.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      expect(box).toHaveTextContent(message);
      expect(within(box).getByText('Ada Lovelace')).toBeInTheDocument();
      expect(screen.queryByText('Certificate Verified Successfully!')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Print this confirmation' })).toBeNull();
    },
  );

  it('shows the failure with a link to the Support Hub and moves focus to it', async () => {
    const verify = vi.fn<VerifyCertificate>().mockResolvedValue({ status: 'failed', check });
    const { user } = renderForm(verify);
    await fillValid(user);
    await user.click(submit());

    const box = await screen.findByRole('region', { name: 'Verification Failed' });
    expect(box).toHaveFocus();
    expect(within(box).getByText(/Check the certificate number or student number/)).toBeVisible();
    expect(within(box).getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/support-hub',
    );
  });

  it('offers what follows an answer with the number checked and the check, and only then', async () => {
    const verify = vi.fn<VerifyCertificate>().mockResolvedValue({ status: 'failed', check });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <VerificationForm
          verify={verify}
          afterAnswer={(answer) => (
            <p>
              Report {answer.certificateNumber}, keep {answer.check.checkId}
            </p>
          )}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/^Report/)).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Report 086525123, keep check-1')).toBeInTheDocument();
  });

  it('offers nothing after an answer when the check did not run or was throttled', async () => {
    const verify = vi
      .fn<VerifyCertificate>()
      .mockResolvedValueOnce({ status: 'unavailable' })
      .mockResolvedValueOnce({ status: 'throttled', retryAt: new Date('2026-11-23T15:42:00') })
      .mockResolvedValueOnce({ status: 'verified', certificate, check });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <VerificationForm verify={verify} afterAnswer={() => <p>Keep a record</p>} />
      </MemoryRouter>,
    );
    await fillValid(user);
    await user.click(submit());
    await screen.findByRole('region', { name: 'The check did not run' });
    await user.click(submit());
    await screen.findByRole('region', { name: 'Too many checks' });
    expect(screen.queryByText('Keep a record')).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Keep a record')).toBeInTheDocument();
  });

  it('says the check did not run, never that it failed, if the check itself throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const verify = vi.fn<VerifyCertificate>().mockRejectedValue(new Error('offline'));
    const { user } = renderForm(verify);
    await fillValid(user);
    await user.click(submit());

    const box = await screen.findByRole('region', { name: 'The check did not run' });
    expect(box).toHaveFocus();
    expect(within(box).getByText(/this is not a result about the certificate/)).toBeVisible();
    expect(within(box).queryByText(/offline/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verification Failed' })).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('says the check did not run when signing in or the network failed', async () => {
    const verify = vi.fn<VerifyCertificate>().mockResolvedValue({ status: 'unavailable' });
    const { user } = renderForm(verify);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('region', { name: 'The check did not run' })).toHaveFocus();
  });

  it('says when a visitor who has used the hour’s checks can check again, and how to ask for more', async () => {
    const retryAt = new Date('2026-11-23T15:42:00');
    const verify = vi.fn<VerifyCertificate>().mockResolvedValue({ status: 'throttled', retryAt });
    const { user } = renderForm(verify);
    await fillValid(user);
    await user.click(submit());

    const box = await screen.findByRole('region', { name: 'Too many checks' });
    expect(box).toHaveFocus();
    expect(box).toHaveTextContent('You can check again from 23 Nov 2026, 15:42.');
    expect(
      within(box).getByRole('link', { name: 'contact us about bulk verification' }),
    ).toHaveAttribute('href', '/support-hub');
    expect(within(box).getByRole('link', { name: '020 7946 0318' })).toHaveAttribute(
      'href',
      'tel:+442079460318',
    );
  });

  it('clears earlier messages once the input is valid', async () => {
    const verify = vi.fn<VerifyCertificate>().mockResolvedValue({ status: 'failed', check });
    const { user } = renderForm(verify);
    await user.click(submit());
    expect(firstName()).toHaveAttribute('aria-invalid', 'true');

    await fillValid(user);
    await user.click(submit());
    await screen.findByRole('region', { name: 'Verification Failed' });
    expect(firstName()).not.toHaveAttribute('aria-invalid');
    expect(certificateNumber()).not.toHaveAccessibleDescription();
  });
});
