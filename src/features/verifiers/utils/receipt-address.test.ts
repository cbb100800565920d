import { describe, expect, it } from 'vitest';

import { receiptAddress } from './receipt-address';

describe('a receipt’s address', () => {
  it('is on the site it was opened on, or the one given', () => {
    expect(receiptAddress('Ab12Cd34', 'https://www.larkfieldawards.example')).toBe(
      'https://www.larkfieldawards.example/receipt/Ab12Cd34',
    );
    expect(receiptAddress('Ab12Cd34')).toBe(`${window.location.origin}/receipt/Ab12Cd34`);
  });
});
