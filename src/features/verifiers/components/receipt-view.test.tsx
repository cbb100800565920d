import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { readReceiptRow, Receipt } from '../api/read-receipt';
import { ReceiptView } from './receipt-view';

const at = new Date('2026-03-02T10:15:00');
const address = `${window.location.origin}/receipt/Ab12Cd34`;

function renderReceipt(receipt: Receipt, readRow = vi.fn<typeof readReceiptRow>()) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ReceiptView receiptId="Ab12Cd34" receipt={receipt} readRow={readRow} />
    </MemoryRouter>,
  );
  return { user, readRow };
}

const sheet = () => screen.getByRole('article', { name: 'The receipt as it prints' });
const term = (name: string) => within(sheet()).getByText(name).nextElementSibling?.textContent;

describe('ReceiptView', () => {
  it('prints the receipt when asked', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderReceipt({ organisation: 'Acme Recruitment', at, rowCount: 1_000 });
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('prints who checked, when, how many rows, and the receipt’s address in words and as a QR code', () => {
    renderReceipt({ organisation: 'Acme Recruitment', at, rowCount: 1_000 });
    expect(sheet()).toHaveClass('hidden', 'print:block');
    expect(term('Checked by')).toBe('Acme Recruitment');
    expect(term('Checked on')).toBe('2 Mar 2026, 10:15');
    expect(term('Candidates checked')).toBe('1,000');
    expect(term('Receipt number')).toBe('Ab12Cd34');
    expect(within(sheet()).getByRole('img', { name: `QR code: ${address}` })).toBeInTheDocument();
    expect(sheet()).toHaveTextContent(`Scan the code or open ${address}`);
  });

  it('says a visitor’s record of a public check was a visitor’s', () => {
    renderReceipt({ organisation: null, at, rowCount: 1 });
    expect(term('Checked by')).toBe('A visitor to the public check');
    expect(term('Candidates checked')).toBe('1');
  });

  it('keeps the screen’s controls off the paper', () => {
    renderReceipt({ organisation: null, at, rowCount: 1 });
    const button = screen.getByRole('button', { name: 'Print receipt' });
    expect(button.closest('.print\\:hidden')).not.toBeNull();
    expect(
      screen.getByRole('textbox', { name: /Certificate number/ }).closest('.print\\:hidden'),
    ).not.toBeNull();
  });

  it('shows a row of the receipt by the number typed', async () => {
    const readRow = vi
      .fn<typeof readReceiptRow>()
      .mockResolvedValue({ found: true, status: 'valid', statusChangedAt: null, at });
    const { user } = renderReceipt({ organisation: null, at, rowCount: 1 }, readRow);
    await user.type(screen.getByRole('textbox', { name: /Certificate number/ }), ' 086525123 ');
    await user.click(screen.getByRole('button', { name: 'Show this row' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /the register said certificate 086525123 was: Valid/,
    );
    expect(readRow).toHaveBeenCalledExactlyOnceWith('Ab12Cd34', '086525123');
  });
});
