import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SessionContext, type Session } from '../session-context';
import { rememberSignedIn } from '../utils/signed-in-hint';
import { LoginForm } from './login-form';

function renderForm() {
  const follow = vi.fn();
  const session: Session = {
    loading: true,
    user: null,
    isStaff: false,
    role: null,
    signingOut: false,
    signOut: async () => {},
    recheck: async () => {},
    follow,
  };
  render(
    <SessionContext value={session}>
      <MemoryRouter>
        <LoginForm redirectTo="/dashboard" />
      </MemoryRouter>
    </SessionContext>,
  );
  return follow;
}

describe('LoginForm', () => {
  afterEach(() => rememberSignedIn(false));

  it('starts the session, and the Auth SDK with it, once someone moves into the form', async () => {
    const user = userEvent.setup();
    const follow = renderForm();
    expect(follow).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: /Email Address/ }));
    expect(follow).toHaveBeenCalled();
  });

  it('starts it at once where someone was signed in when the app last knew', () => {
    rememberSignedIn(true);
    expect(renderForm()).toHaveBeenCalled();
  });

  it('asks for an address before sending a link to reset the password, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByRole('textbox', { name: /Email Address/ });
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Enter your e-mail address, then choose Forgot Password? again.'),
    );

    await user.type(email, 'j.okafor');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid e-mail address so that we can send you a link'),
    );
    expect(email).toHaveValue('j.okafor');
  });
});
