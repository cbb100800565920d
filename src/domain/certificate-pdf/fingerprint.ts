/**
 * A PDF's fingerprint: the SHA-256 of its bytes as lower-case hex, which firestore.rules computes
 * again with hashing.sha256 before a PDF is stored. Browsers and Node both have Web Crypto.
 */

function hex(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function fingerprintOf(bytes: Uint8Array): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/** The SHA-256 of a text (UTF-8), as hex. */
export async function sha256OfText(text: string): Promise<string> {
  return fingerprintOf(new TextEncoder().encode(text));
}

/** Every PDF file starts with these bytes. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function isPdfBytes(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}
