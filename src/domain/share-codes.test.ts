import { describe, expect, it } from 'vitest';

import {
  formatShareCode,
  isShareLive,
  newShareCode,
  SHARE_CODE_ALPHABET,
  shareCodeFrom,
  shareExpiry,
  shareIdOf,
  shareLink,
  surnameKeyOf,
} from './share-codes';

describe('share codes', () => {
  it('are twelve characters of an alphabet with no look-alikes', () => {
    expect(SHARE_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    for (let n = 0; n < 50; n += 1) {
      const code = newShareCode();
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{12}$/);
    }
    expect(new Set(Array.from({ length: 50 }, () => newShareCode())).size).toBe(50);
  });

  it('draw again the bytes that would favour some characters', () => {
    // 248 and above would wrap round the 31 characters unevenly: they are skipped.
    let call = 0;
    const bytes = (array: Uint8Array) => {
      array.fill(call === 0 ? 250 : 1);
      call += 1;
      return array;
    };
    expect(newShareCode(bytes)).toBe('B'.repeat(12));
  });

  it('are shown in groups of four, and read back however they were typed', () => {
    expect(formatShareCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(shareCodeFrom(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(shareCodeFrom('ABCD-EFGH-JKM')).toBeNull();
    expect(shareCodeFrom('ABCD-EFGH-JKM0')).toBeNull();
    expect(shareCodeFrom('ABCD-EFGH-JKMI')).toBeNull();
  });

  it('are kept under their SHA-256, and key a surname as the check compares names', async () => {
    expect(await shareIdOf('ABCDEFGHJKMN')).toMatch(/^[0-9a-f]{64}$/);
    expect(await shareIdOf('ABCDEFGHJKMN')).not.toBe(await shareIdOf('ABCDEFGHJKMP'));
    const key = await surnameKeyOf('ABCDEFGHJKMN', "O'Connell");
    expect(await surnameKeyOf('ABCDEFGHJKMN', "  o'CONNELL ")).toBe(key);
    expect(await surnameKeyOf('ABCDEFGHJKMP', "O'Connell")).not.toBe(key);
    expect(await surnameKeyOf('ABCDEFGHJKMN', 'Connell')).not.toBe(key);
  });

  it('open /s/<code>, until they expire or are withdrawn', () => {
    expect(shareLink('ABCDEFGHJKMN', 'https://example.org/x')).toBe(
      'https://example.org/s/ABCDEFGHJKMN',
    );
    const now = new Date('2026-01-01T00:00:00Z');
    const expiresAt = shareExpiry(now, 30);
    expect(expiresAt.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(isShareLive({ expiresAt, revokedAt: null }, now)).toBe(true);
    expect(isShareLive({ expiresAt, revokedAt: now }, now)).toBe(false);
    expect(isShareLive({ expiresAt, revokedAt: null }, expiresAt)).toBe(false);
  });
});
