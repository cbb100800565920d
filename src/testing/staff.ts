import { DEFAULT_CENTRE_NUMBER } from '@/domain/certificate';
import type { StaffActor, StaffRole } from '@/domain/staff';

/**
 * The staff members every suite acts as, one set for all of them, so that a name means one
 * person from the component tests to the rules tests: who signs in, who asks and who decides.
 */

/** The admin a test signs in as, unless it is about someone else. */
export const OKAFOR: StaffActor = {
  uid: 'staff-okafor',
  email: 'j.okafor@larkfieldawards.example',
};

/** A second admin: the colleague who asks for what the first decides, or the other way round. */
export const PATEL: StaffActor = { uid: 'staff-patel', email: 'r.patel@larkfieldawards.example' };

/** The staff member the emulator suites record certificates as. */
export const MENSAH: StaffActor = {
  uid: 'staff-mensah',
  email: 'a.mensah@larkfieldawards.example',
};

/** The admin who gave the others their access and approved the test centres. */
export const ADMIN: StaffActor = { uid: 'staff-admin', email: 'admin@larkfieldawards.example' };

/** What an admin reaches: every centre. */
export const adminRole: StaffRole = { role: 'admin' };

/** What a centre's staff member reaches: their centre, centre A (centres.ts). */
export const centreRole: StaffRole = { role: 'centre', centreNumber: DEFAULT_CENTRE_NUMBER };
