import { describe, expect, it, vi } from 'vitest';

import type { VerificationQuery } from '@/domain/verification-input';

import type { FoundCertificate } from './lookup-certificate';
import { verifyCertificate } from './verify-certificate';

// The orchestration only: Firestore itself is exercised by the end-to-end tests against the
// emulators. Here the two operations are plain functions passed in.

const query: VerificationQuery = {
  certificateNumber: '086525123',
  studentNumber: null,
  firstName: 'ada',
  surname: 'lovelace',
};

const entry: FoundCertificate = {
  certificateId: 'cert-1',
  qualification: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
  learner: 'Ada Lovelace',
  awardedDate: '2025-03-12',
  certificateNumber: '086525123',
  centreNumber: '87583',
  status: 'valid',
  statusChangedAt: null,
};

function dependencies(lookupResult: () => Promise<FoundCertificate | null>) {
  return {
    lookup: vi.fn(lookupResult),
    recordFailure: vi.fn(async (_query: VerificationQuery) => {}),
  };
}

describe('verifyCertificate', () => {
  it('returns the certificate found and records nothing', async () => {
    const deps = dependencies(async () => entry);
    await expect(verifyCertificate(query, deps)).resolves.toEqual({
      status: 'verified',
      certificate: entry,
    });
    expect(deps.lookup).toHaveBeenCalledWith(query);
    expect(deps.recordFailure).not.toHaveBeenCalled();
  });

  it('records a failed attempt when nothing matches', async () => {
    const deps = dependencies(async () => null);
    await expect(verifyCertificate(query, deps)).resolves.toEqual({ status: 'failed' });
    expect(deps.recordFailure).toHaveBeenCalledWith(query);
  });

  it('still reports the failure when recording it fails, and only logs that', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = dependencies(async () => null);
    deps.recordFailure.mockRejectedValue(new Error('permission-denied'));
    await expect(verifyCertificate(query, deps)).resolves.toEqual({ status: 'failed' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows a lookup error as a failure but does not record it as an attempt', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = dependencies(async () => {
      throw new Error('unavailable');
    });
    await expect(verifyCertificate(query, deps)).resolves.toEqual({ status: 'failed' });
    expect(deps.recordFailure).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
