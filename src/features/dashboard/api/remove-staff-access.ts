// Moved to src/features/staff/api/remove-staff-access.ts. This path stays only while
// scripts/rules-budget/access-paths.ts imports it; delete it once that names the new one.
// eslint-disable-next-line import/no-restricted-paths -- a forwarding path, to be deleted
export { removeStaffAccess } from '@/features/staff/api/remove-staff-access';
