/**
 * The codes of shares made in this browser. The register keeps only a code's hash, so a code is
 * shown once, when it is made; the learner's own browser keeps it (local storage), so that the
 * share list and Add to LinkedIn can use it again here. On another device the share is listed
 * without its code, and a new one is made if needed.
 */

const KEY = 'larkfield.shareCodes';

function stored(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberedCode(shareId: string): string | null {
  const code = stored()[shareId];
  return typeof code === 'string' ? code : null;
}

export function rememberCode(shareId: string, code: string): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...stored(), [shareId]: code }));
  } catch {
    // Storage refused: the code is shown now, and not again.
  }
}
