import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { RegistrationForm } from './registration-form';

/** Pastes the text in one go: these tests are about the form, not about typing. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

function renderForm() {
  return render(
    <MemoryRouter>
      <RegistrationForm />
    </MemoryRouter>,
  );
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone Number (optional)' }),
  userType: () => screen.getByRole('combobox', { name: 'User Type' }),
  company: () => screen.queryByRole('textbox', { name: /Company Name/ }),
  password: () => screen.getByLabelText(/^Password/),
  confirm: () => screen.getByLabelText(/^Confirm Password/),
  message: () => screen.getByRole('textbox', { name: 'Message (optional)' }),
  agree: () => screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }),
};

// A form of this size re-renders on every change; allow for a slow, shared CI machine.
describe('RegistrationForm', { timeout: 15_000 }, () => {
  it('marks the required fields and gives each the right autocomplete', () => {
    renderForm();
    for (const get of [field.name, field.email, field.userType, field.password, field.confirm]) {
      expect(get()).toBeRequired();
    }
    expect(field.agree()).toBeRequired();
    expect(field.phone()).not.toBeRequired();
    expect(field.message()).not.toBeRequired();

    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.password()).toHaveAttribute('autocomplete', 'new-password');
    expect(field.confirm()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('starts on a disabled "Select user type" placeholder and offers the four user types', () => {
    renderForm();
    expect(field.userType()).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select user type' })).toBeDisabled();
    expect(
      screen
        .getAllByRole('option', { name: /^(Learner|Business|Centre|Other)$/ })
        .map((o) => o.textContent),
    ).toEqual(['Learner', 'Business', 'Centre', 'Other']);
  });

  it('shows and requires Company Name only for a business or a centre', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(field.company()).not.toBeInTheDocument();

    await user.selectOptions(field.userType(), 'Business');
    expect(field.company()).toBeRequired();
    expect(field.company()).toHaveAttribute('autocomplete', 'organization');

    await user.selectOptions(field.userType(), 'Learner');
    expect(field.company()).not.toBeInTheDocument();

    await user.selectOptions(field.userType(), 'Centre');
    expect(field.company()).toBeRequired();

    await user.selectOptions(field.userType(), 'Other');
    expect(field.company()).not.toBeInTheDocument();
  });

  it('does not submit while required fields are empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses passwords that do not match and ties the error to the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const name = field.name();
    const confirm = field.confirm();
    await fill(user, name, 'Priya Shah');
    await fill(user, field.email(), 'priya@example.org');
    await user.selectOptions(field.userType(), 'Learner');
    await fill(user, field.password(), 'correct horse');
    await fill(user, confirm, 'correct house');
    await user.click(field.agree());
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(/The passwords do not match/);
    expect(confirm).toHaveFocus();
    expect(name).toHaveValue('Priya Shah');
  });

  it('confirms a valid submission in the page and clears every field', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    // Found once: role queries are the slow part of this test.
    const name = field.name();
    const email = field.email();
    const phone = field.phone();
    const userType = field.userType();
    const password = field.password();
    const confirm = field.confirm();
    const message = field.message();
    const agree = field.agree();

    await fill(user, name, 'Tom Okafor');
    await fill(user, email, 'tom@northgate.example');
    await fill(user, phone, '020 7946 0999');
    await user.selectOptions(userType, 'Centre');
    await fill(user, field.company()!, 'Northgate Training');
    await fill(user, password, 'long passphrase');
    await fill(user, confirm, 'long passphrase');
    await fill(user, message, 'Level 3, please.');
    await user.click(agree);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Registration submitted! (This is a demo.)',
    );
    for (const input of [name, email, phone, password, confirm, message]) {
      expect(input).toHaveValue('');
    }
    expect(userType).toHaveValue('');
    expect(field.company()).not.toBeInTheDocument();
    expect(agree).not.toBeChecked();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
