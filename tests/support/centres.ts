import type { CentreRecord } from '@/domain/centres';
import { DEFAULT_CENTRE_NUMBER } from '@/domain/certificate';

/**
 * The centres the emulator tests' registers start with: the default centre and the two others
 * their learners are recorded under or moved to, all active (a certificate is added only under
 * an active centre).
 */
export const TEST_CENTRES: Readonly<Record<string, CentreRecord>> = Object.fromEntries(
  [
    [DEFAULT_CENTRE_NUMBER, 'Larkfield Training'],
    ['87602', 'Pennine Skills Academy'],
    ['88145', 'Tyneside Care and Education Centre'],
  ].map(([centreNumber, name]) => [
    centreNumber,
    {
      name,
      status: 'active',
      approvedAt: new Date('2021-09-01T09:00:00Z'),
      approvedBy: 'tests',
      approvedByUid: 'tests',
    },
  ]),
);
