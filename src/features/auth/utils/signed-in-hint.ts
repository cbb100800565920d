const KEY = 'staff-session';

/** The browser's own storage, or none where it is blocked (some private modes throw on access). */
function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether someone was signed in in this browser when the app last knew. Only a hint, kept by the
 * session itself: the sign-in page follows the session at once when it is set, to say who is
 * signed in, and otherwise leaves the Auth SDK until someone moves into its form.
 */
export function wasSignedIn(storage = localStore()): boolean {
  try {
    return storage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean, storage = localStore()): void {
  try {
    if (signedIn) storage?.setItem(KEY, '1');
    else storage?.removeItem(KEY);
  } catch {
    // Without storage the sign-in page follows the session from the first focus; nothing is lost.
  }
}
