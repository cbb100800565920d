import type { Centre } from '@/domain/centres';
import type { StaffRole } from '@/domain/staff';

/** Centres and roles for the staff screens' tests. */

const approved = {
  approvedAt: new Date(2024, 0, 15),
  approvedBy: 'admin@larkfieldawards.example',
  approvedByUid: 'uid-admin',
};

export const testCentres: Centre[] = [
  { centreNumber: '87583', name: 'Larkfield Training, Leeds', status: 'active', ...approved },
  { centreNumber: '90210', name: 'Harbour College, Hull', status: 'active', ...approved },
  { centreNumber: '44120', name: 'Fenwick Skills, York', status: 'suspended', ...approved },
];

export const adminRole: StaffRole = { role: 'admin' };
export const centreRole: StaffRole = { role: 'centre', centreNumber: '87583' };
