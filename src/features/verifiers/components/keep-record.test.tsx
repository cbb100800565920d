import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { CheckMade } from '@/domain/public-check';

import type { KeepRecordOfCheck, KeepRecordOutcome } from '../api/keep-record-of-check';
import { KeepRecord } from './keep-record';

const check: CheckMade = { checkId: 'Ab12Cd34', key: 'key-1', row: 0, number: '086525123' };

function renderRecord(keep: KeepRecordOfCheck) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <KeepRecord check={check} keep={keep} />
    </MemoryRouter>,
  );
  return { user };
}

const keepButton = () => screen.getByRole('button', { name: 'Keep a record of this check' });

describe('KeepRecord', () => {
  it('keeps a record of the check, then links to its receipt and says who can re-check it', async () => {
    let settle: (outcome: KeepRecordOutcome) => void = () => {};
    const keep = vi.fn<KeepRecordOfCheck>(() => new Promise((resolve) => (settle = resolve)));
    const { user } = renderRecord(keep);
    expect(screen.getByRole('region', { name: 'A record of this check' })).toBeInTheDocument();
    await user.click(keepButton());

    const busy = screen.getByRole('button', { name: 'Keeping a record...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(keep).toHaveBeenCalledExactlyOnceWith(check);

    settle({ status: 'kept', receiptId: 'Ab12Cd34' });
    const kept = (await screen.findByRole('heading', { name: 'Record kept' })).parentElement!;
    await waitFor(() => expect(kept).toHaveFocus());
    expect(within(kept).getByRole('link', { name: /\/receipt\/Ab12Cd34$/ })).toHaveAttribute(
      'href',
      '/receipt/Ab12Cd34',
    );
    expect(kept).toHaveTextContent(
      'Anyone holding this link can re-check what the register said at the time of this check: on the receipt, they type the number 086525123.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says clearly when the record could not be kept, and keeps it on a second try', async () => {
    const keep = vi
      .fn<KeepRecordOfCheck>()
      .mockResolvedValueOnce({ status: 'unavailable' })
      .mockResolvedValueOnce({ status: 'kept', receiptId: 'Ab12Cd34' });
    const { user } = renderRecord(keep);
    await user.click(keepButton());

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The record could not be kept');
    await waitFor(() => expect(failure).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Record kept' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(keep).toHaveBeenCalledTimes(2);
  });

  it('says the record could not be kept when its code could not be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const keep = vi.fn<KeepRecordOfCheck>().mockRejectedValue(new Error('Failed to fetch'));
    const { user } = renderRecord(keep);
    await user.click(keepButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The record could not be kept');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to fetch');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    error.mockRestore();
  });

  it('says when a visitor over the hour’s checks can check again, and offers no button till then', async () => {
    const retryAt = new Date('2026-11-23T15:42:00');
    const keep = vi.fn<KeepRecordOfCheck>().mockResolvedValue({ status: 'throttled', retryAt });
    const { user } = renderRecord(keep);
    await user.click(keepButton());

    const throttled = (await screen.findByRole('heading', { name: 'Too many checks' }))
      .parentElement!;
    await waitFor(() => expect(throttled).toHaveFocus());
    expect(throttled).toHaveTextContent('You can check again from 23 Nov 2026, 15:42');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
