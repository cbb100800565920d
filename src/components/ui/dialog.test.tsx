import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';

import { Button } from './button';
import { DatePicker } from './date-picker';
import { Dialog } from './dialog';
import { TextField } from './field';

function EditStudent({ focusSurname = false }: { focusSurname?: boolean }) {
  const [open, setOpen] = useState(false);
  const [awarded, setAwarded] = useState('2024-06-12');
  const surnameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View Details</Button>
      <Button>Another row</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit Student Details"
        description="Changes apply to the public verification as soon as they are saved."
        initialFocusRef={focusSurname ? surnameRef : undefined}
      >
        <TextField label="First Name" defaultValue="Amira" />
        <TextField ref={surnameRef} label="Surname" defaultValue="Okafor" />
        <DatePicker
          label="Awarded Date"
          value={awarded}
          onChange={setAwarded}
          today={new Date(2025, 2, 14)}
        />
        <Button variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </Dialog>
    </>
  );
}

function setup(props: { focusSurname?: boolean } = {}) {
  const user = userEvent.setup();
  render(<EditStudent {...props} />);
  const opener = screen.getByRole('button', { name: 'View Details' });
  return { user, opener };
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit Student Details' });

describe('Dialog', () => {
  it('renders nothing until opened, then is named by its title and described', async () => {
    const { user, opener } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();

    await user.click(opener);
    expect(dialog()).toHaveAccessibleDescription(
      'Changes apply to the public verification as soon as they are saved.',
    );
    expect(within(dialog()).getByRole('heading', { name: 'Edit Student Details' })).toBeVisible();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('focuses the first control in the body on open', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
  });

  it('focuses the control given as initialFocusRef instead', async () => {
    const { user, opener } = setup({ focusSurname: true });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the Close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(within(dialog()).getByRole('button', { name: 'Close' })),
    ],
    [
      'the Cancel button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
    ],
  ])('closes with %s and returns focus to the opener', async (_, close) => {
    const { user, opener } = setup();
    await user.click(opener);
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const inside = within(dialog());
    const save = inside.getByRole('button', { name: 'Save' });
    const close = inside.getByRole('button', { name: 'Close' });

    // Round the dialog and then some: focus never leaves it.
    for (let step = 0; step < 9; step += 1) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }

    save.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('lets a calendar inside it close on Escape without closing the dialog', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const field = screen.getByRole('textbox', { name: 'Awarded Date' });
    await user.click(field);
    expect(screen.getByRole('dialog', { name: 'Choose awarded date' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}{Enter}');
    expect(field).toHaveValue('11 June 2024');
    expect(field).toHaveFocus();

    await user.keyboard('{Enter}{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose awarded date' })).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
