import { render, screen } from '@testing-library/react';

import { TextField } from './field';

describe('TextField', () => {
  it('ties its hint and error to the control and marks it invalid', () => {
    render(<TextField label="Surname" hint="As on the certificate." error="Enter the surname." />);
    const input = screen.getByRole('textbox', { name: 'Surname' });
    expect(input).toHaveAccessibleDescription('As on the certificate. Enter the surname.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a message shown elsewhere in its description alongside its own hint', () => {
    render(
      <>
        <p id="form-error">Login failed: the e-mail address or password is incorrect.</p>
        <TextField
          label="Password"
          hint="Case sensitive."
          aria-describedby="form-error"
          aria-invalid
        />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription(
      'Case sensitive. Login failed: the e-mail address or password is incorrect.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is neither described nor invalid when there is nothing to say', () => {
    render(<TextField label="First Name" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
