/**
 * Staff are Firebase Auth accounts with three things (docs/decisions/015-staff-identity.md): the
 * custom claim `staff: true`, a verified e-mail address, and an entry in the staff directory
 * (`staff/{uid}`) for that address. Only the Admin SDK can set a claim or write the directory,
 * so these functions are the one way staff access is given and taken away.
 */
export { addStaff, UnverifiedAccountError, type AddStaffResult } from './staff/add-staff';
export { generatePassword, MINIMUM_PASSWORD_LENGTH, normaliseEmail } from './staff/directory';
export { listStaff, type StaffMember } from './staff/list-staff';
export { removeStaff, type RemoveStaffResult } from './staff/remove-staff';
