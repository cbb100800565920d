import type { VerificationQuery } from '@/domain/verification-input';

import { lookupCertificate, type FoundCertificate } from './lookup-certificate';
import { recordFailedVerification } from './record-failed-verification';

export type VerificationOutcome =
  { status: 'verified'; certificate: FoundCertificate } | { status: 'failed' };

export type VerifyCertificate = (query: VerificationQuery) => Promise<VerificationOutcome>;

type Dependencies = {
  lookup: (query: VerificationQuery) => Promise<FoundCertificate | null>;
  recordFailure: (query: VerificationQuery) => Promise<void>;
};

const firestore: Dependencies = {
  lookup: lookupCertificate,
  recordFailure: recordFailedVerification,
};

/**
 * One verification attempt. Details that match nothing are logged for the staff's fraud review;
 * an error while looking up is not the learner's details failing, so it is shown the same way
 * (SPEC §8: no detail) but never logged as an attempt. Failing to log is itself only reported.
 */
export async function verifyCertificate(
  query: VerificationQuery,
  { lookup, recordFailure }: Dependencies = firestore,
): Promise<VerificationOutcome> {
  let certificate: FoundCertificate | null;
  try {
    certificate = await lookup(query);
  } catch (error) {
    console.error('Certificate lookup failed', error);
    return { status: 'failed' };
  }
  if (certificate) return { status: 'verified', certificate };

  try {
    await recordFailure(query);
  } catch (error) {
    console.error('Could not record the failed verification attempt', error);
  }
  return { status: 'failed' };
}
