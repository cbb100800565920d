import type { FoundCertificate } from '@/domain/public-check';
import { shareIdOf, surnameKeyOf } from '@/domain/share-codes';
import { getVisitor, type Checker } from '@/lib/public-firestore';
import {
  CheckRefusedError,
  logShareView,
  lookupKeys,
  sharedKey,
  TooManyChecksError,
} from '@/lib/public-check';

/** What a view of a share code showed the visitor. */
export type ShareViewOutcome =
  | { status: 'verified'; certificate: FoundCertificate }
  /** Logged and counted, but the surname is not the holder's. */
  | { status: 'no-match' }
  /** Withdrawn by its holder, expired, or never made: ask the holder for a new one. */
  | { status: 'not-active' }
  | { status: 'throttled'; retryAt: Date }
  | { status: 'unavailable' };

export type ViewShare = (code: string, surname: string) => Promise<ShareViewOutcome>;

/**
 * A visitor's view of a share code (docs/decisions/031-learners.md): logged and counted as a
 * check, then, if the surname is the holder's, the share's one index entry is read, with today's
 * status. A failure anywhere else is said as the check not running, never as a wrong surname.
 */
export async function viewShare(
  code: string,
  surname: string,
  checker: () => Promise<Checker> = getVisitor,
): Promise<ShareViewOutcome> {
  try {
    const who = await checker();
    const [shareId, surnameKey] = await Promise.all([shareIdOf(code), surnameKeyOf(code, surname)]);
    const logged = await logShareView(who, shareId, surnameKey);
    if (logged === 'wrong-surname') return { status: 'no-match' };
    const key = await sharedKey(who, shareId);
    const found = await lookupKeys(who, [{ kind: 'certificate', key }]);
    return found
      ? { status: 'verified', certificate: found.certificate }
      : { status: 'unavailable' };
  } catch (error) {
    if (error instanceof TooManyChecksError) return { status: 'throttled', retryAt: error.retryAt };
    if (error instanceof CheckRefusedError) return { status: 'not-active' };
    console.error('The view of a share code did not run', error);
    return { status: 'unavailable' };
  }
}
