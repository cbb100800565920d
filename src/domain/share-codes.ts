import { SHARE_MAX_DAYS } from './limits';
import { normaliseName } from './verification-index';

/**
 * A learner's share codes (docs/decisions/031-learners.md): a code the learner gives whoever
 * should see one certificate, read aloud or typed from paper, or opened as a link or a QR code.
 * It opens the same result as a check with the certificate's number and names, today's status
 * included, and only with the learner's surname typed. The code is never stored: its share is
 * kept under its SHA-256, with a key of the surname (surnameKeyOf) to compare the one typed with.
 */

/** Letters and digits that cannot be taken for one another: no 0/O, 1/I/L. */
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHARE_CODE_LENGTH = 12;

/** The choices of how long a share lasts, in days, and the one offered first. */
export const SHARE_DAY_CHOICES = [7, 30, 90, 365] as const;
export type ShareDays = (typeof SHARE_DAY_CHOICES)[number];
export const DEFAULT_SHARE_DAYS: ShareDays = 30;
/** Add to LinkedIn's credential address lasts a year. */
export const LINKEDIN_SHARE_DAYS: ShareDays = 365;

export { SHARE_MAX_DAYS };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new code: twelve characters of the alphabet, each drawn without bias from random bytes
 * (`randomBytes` is crypto.getRandomValues in the browser).
 */
export function newShareCode(
  randomBytes: (bytes: Uint8Array) => Uint8Array = (bytes) =>
    globalThis.crypto.getRandomValues(bytes),
): string {
  const size = SHARE_CODE_ALPHABET.length;
  // The largest multiple of the alphabet's size below 256: bytes above it are drawn again.
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < SHARE_CODE_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(SHARE_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < SHARE_CODE_LENGTH) code += SHARE_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}

/** 'ABCD-EFGH-JKMN': in groups of four, to read aloud and type. */
export function formatShareCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code as typed (any case, with spaces or hyphens between the groups) as the code itself, or
 * null when it cannot be one.
 */
export function shareCodeFrom(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== SHARE_CODE_LENGTH) return null;
  return [...code].every((character) => SHARE_CODE_ALPHABET.includes(character)) ? code : null;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function sha256(text: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The id the share of a code is kept under: the SHA-256 of the code, as lower-case hex. */
export function shareIdOf(code: string): Promise<string> {
  return sha256(code);
}

/**
 * The key of a surname for one code: the SHA-256 of ['v1', 'share-surname', code, surname], the
 * surname compared as the public check compares names. The share keeps the holder's; a view
 * names the visitor's, and the rules compare the two. Only someone who holds the code can make
 * either, and the share is read only by its holder, or by a visitor whose key matched.
 */
export function surnameKeyOf(code: string, surname: string): Promise<string> {
  return sha256(JSON.stringify(['v1', 'share-surname', code, normaliseName(surname)]));
}

/** The address a share code opens, on the site's own origin. */
export function shareLink(code: string, origin: string): string {
  return new URL(`/s/${code}`, origin).toString();
}

/** When a share made `now` for `days` stops working, by the maker's clock. */
export function shareExpiry(now: Date, days: ShareDays): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A share as its holder reads it. */
export type Share = {
  id: string;
  certificateId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  views: number;
  lastViewAt: Date | null;
};

/** Whether a share still opens its certificate: not withdrawn by its holder, not expired. */
export function isShareLive(share: Pick<Share, 'expiresAt' | 'revokedAt'>, now: Date): boolean {
  return share.revokedAt === null && share.expiresAt.getTime() > now.getTime();
}

/** A stored share as its holder reads it, or null for one the rules would not have written. */
export function shareFrom(
  id: string,
  data: Readonly<Record<string, unknown>>,
  toDate: (value: unknown) => Date | null,
): Share | null {
  const createdAt = toDate(data.createdAt);
  const expiresAt = toDate(data.expiresAt);
  const { certificateId, views } = data;
  if (!createdAt || !expiresAt || typeof certificateId !== 'string') return null;
  return {
    id,
    certificateId,
    createdAt,
    expiresAt,
    revokedAt: toDate(data.revokedAt),
    views: typeof views === 'number' ? views : 0,
    lastViewAt: toDate(data.lastViewAt),
  };
}
