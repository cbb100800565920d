import { describe, expect, it } from 'vitest';

import { rememberSignedIn, wasSignedIn } from './signed-in-hint';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the signed-in hint', () => {
  it('is set while someone is signed in and cleared when nobody is', () => {
    const storage = memoryStorage();
    expect(wasSignedIn(storage)).toBe(false);
    rememberSignedIn(true, storage);
    expect(wasSignedIn(storage)).toBe(true);
    rememberSignedIn(false, storage);
    expect(wasSignedIn(storage)).toBe(false);
  });

  it('reads as not signed in, and throws nothing, where storage is blocked or missing', () => {
    const blocked = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(() => rememberSignedIn(true, blocked)).not.toThrow();
    expect(wasSignedIn(blocked)).toBe(false);
    expect(wasSignedIn(null)).toBe(false);
  });
});
