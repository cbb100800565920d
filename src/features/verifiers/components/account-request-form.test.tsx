import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { AccountRequestOutcome, RequestAccount } from '../api/request-account';
import { AccountRequestForm } from './account-request-form';

function renderForm(send: RequestAccount, prepare = vi.fn()) {
  const user = userEvent.setup();
  render(<AccountRequestForm send={send} prepare={prepare} />);
  return { user, prepare };
}

const form = () => screen.getByRole('form', { name: 'Ask for a verifier account' });
const organisation = () => screen.getByRole('textbox', { name: /^Organisation/ });
const name = () => screen.getByRole('textbox', { name: /^Your name/ });
const email = () => screen.getByRole('textbox', { name: /^Work e-mail address/ });
const message = () => screen.getByRole('textbox', { name: /^Message \(optional\)/ });
const sendButton = () => screen.getByRole('button', { name: 'Send Request' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(organisation(), 'Acme Recruitment');
  await user.type(name(), 'Jo Bloggs');
  await user.type(email(), 'Jo@Acme.Example');
  await user.type(message(), 'About 300 applicants a month.');
}

/** A send that waits until the test answers it. */
function heldSend() {
  let answer: (outcome: AccountRequestOutcome) => void = () => {};
  const send = vi.fn<RequestAccount>(
    () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  );
  return { send, answer: (outcome: AccountRequestOutcome) => answer(outcome) };
}

describe('AccountRequestForm', () => {
  it('gets its code ready once the visitor moves into the form, not before', async () => {
    const { user, prepare } = renderForm(vi.fn<RequestAccount>());
    expect(prepare).not.toHaveBeenCalled();
    await user.click(organisation());
    await user.type(organisation(), 'A');
    expect(prepare).toHaveBeenCalledOnce();
  });

  it('sends the request tidied, says so while sending, then names the address to be invited', async () => {
    const { send, answer } = heldSend();
    const { user } = renderForm(send);
    await fillIn(user);
    await user.click(sendButton());

    expect(send).toHaveBeenCalledExactlyOnceWith({
      organisation: 'Acme Recruitment',
      name: 'Jo Bloggs',
      email: 'jo@acme.example',
      message: 'About 300 applicants a month.',
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer({ status: 'sent' });

    const heading = await screen.findByRole('heading', { name: 'We have your request' });
    expect(heading.parentElement).toHaveFocus();
    expect(heading.parentElement).toHaveTextContent(
      'An administrator will e-mail an invitation to jo@acme.example.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledOnce();
  });

  it('says what to fix beside each field, focuses the first, keeps what was typed and sends nothing', async () => {
    const send = vi.fn<RequestAccount>();
    const { user } = renderForm(send);
    await user.click(sendButton());
    expect(organisation()).toHaveFocus();
    expect(organisation()).toHaveAccessibleDescription(/Enter the organisation’s name\./);
    expect(name()).toHaveAccessibleDescription(/Enter your name\./);
    expect(email()).toHaveAccessibleDescription(/Enter your work e-mail address\./);
    expect(message()).not.toBeInvalid();

    await user.type(organisation(), 'Acme Recruitment');
    await user.type(name(), 'Jo Bloggs');
    await user.type(email(), 'jo at acme');
    await user.click(message());
    await user.paste('x'.repeat(1001));
    await user.click(sendButton());
    expect(email()).toHaveFocus();
    expect(email()).toBeInvalid();
    expect(email()).toHaveAccessibleDescription(/Enter a real e-mail address/);
    expect(message()).toHaveAccessibleDescription(
      /Keep the message to 1,000 characters or fewer\./,
    );
    expect(organisation()).toHaveValue('Acme Recruitment');
    expect(email()).toHaveValue('jo at acme');
    expect(message()).toHaveValue('x'.repeat(1001));
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses past the hour’s checks in the check’s words, keeping what was typed', async () => {
    const send = vi
      .fn<RequestAccount>()
      .mockResolvedValue({ status: 'throttled', retryAt: new Date('2026-11-28T15:42:00') });
    const { user } = renderForm(send);
    await fillIn(user);
    await user.click(sendButton());

    const heading = await screen.findByRole('heading', { name: 'Too many checks' });
    expect(heading.parentElement).toHaveFocus();
    expect(heading.parentElement).toHaveTextContent(
      'You have made as many checks as we allow in an hour from one browser, and a request counts as one.',
    );
    expect(heading.parentElement).toHaveTextContent('28 Nov 2026, 15:42');
    expect(form()).toBeInTheDocument();
    expect(organisation()).toHaveValue('Acme Recruitment');
    expect(email()).toHaveValue('Jo@Acme.Example');
  });

  it('says when it could not be sent, and sends again from the message, keeping what was typed', async () => {
    const send = vi
      .fn<RequestAccount>()
      .mockResolvedValueOnce({ status: 'failed' })
      .mockResolvedValueOnce({ status: 'sent' });
    const { user } = renderForm(send);
    await fillIn(user);
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request could not be sent');
    expect(alert).toHaveFocus();
    expect(name()).toHaveValue('Jo Bloggs');
    await user.click(within(alert).getByRole('button', { name: 'Send Again' }));

    expect(await screen.findByRole('heading', { name: 'We have your request' })).toBeVisible();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
  });
});
