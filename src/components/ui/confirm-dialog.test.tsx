import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { ConfirmDialog } from './confirm-dialog';

function renderDialog(pending: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Suspend this centre?"
      confirmLabel="Suspend Centre"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Its staff add nothing until it is reactivated.
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('takes the step only when confirmed, with Cancel focused first', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog(false);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Suspend Centre' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says it is saving and takes no second step while the first is saving', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog(true);
    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    await user.click(saving);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
