import { describe, expect, it } from 'vitest';

import {
  canKeep,
  initialKeepRecordScreen,
  keepRecordScreen,
  type KeepRecordScreen,
} from './keep-record-screen';

const keeping = keepRecordScreen(initialKeepRecordScreen, { type: 'keeping' });
const retryAt = new Date('2026-11-23T15:42:00');

describe('keeping a record of a public check', () => {
  it('is offered, then kept with its receipt', () => {
    expect(canKeep(initialKeepRecordScreen)).toBe(true);
    expect(keeping).toEqual({ step: 'keeping' });
    expect(canKeep(keeping)).toBe(false);
    expect(
      keepRecordScreen(keeping, {
        type: 'answered',
        outcome: { status: 'kept', receiptId: 'check-1' },
      }),
    ).toEqual({ step: 'kept', receiptId: 'check-1' });
  });

  it('can be tried again after a failure, and only one at a time', () => {
    const failed = keepRecordScreen(keeping, {
      type: 'answered',
      outcome: { status: 'unavailable' },
    });
    expect(failed).toEqual({ step: 'failed' });
    expect(canKeep(failed)).toBe(true);
    expect(keepRecordScreen(failed, { type: 'keeping' })).toEqual({ step: 'keeping' });
    expect(keepRecordScreen(keeping, { type: 'keeping' })).toBe(keeping);
  });

  it('says when a visitor over the hour’s checks may try again, and offers nothing before then', () => {
    const throttled = keepRecordScreen(keeping, {
      type: 'answered',
      outcome: { status: 'throttled', retryAt },
    });
    expect(throttled).toEqual({ step: 'throttled', retryAt });
    expect(canKeep(throttled)).toBe(false);
    expect(keepRecordScreen(throttled, { type: 'keeping' })).toBe(throttled);
  });

  it.each<KeepRecordScreen>([
    { step: 'offered' },
    { step: 'kept', receiptId: 'check-1' },
    { step: 'failed' },
    { step: 'throttled', retryAt },
  ])('ignores an answer it did not ask for ($step)', (screen) => {
    expect(
      keepRecordScreen(screen, {
        type: 'answered',
        outcome: { status: 'kept', receiptId: 'check-2' },
      }),
    ).toBe(screen);
  });

  it('keeps a record once: a kept record is not offered again', () => {
    const kept = keepRecordScreen(keeping, {
      type: 'answered',
      outcome: { status: 'kept', receiptId: 'check-1' },
    });
    expect(canKeep(kept)).toBe(false);
    expect(keepRecordScreen(kept, { type: 'keeping' })).toBe(kept);
  });
});
