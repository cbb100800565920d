// Moved to src/features/centres/api/centre-steps.ts. This path stays only while
// scripts/rules-budget/access-paths.ts imports it; delete it once that names the new one.
// eslint-disable-next-line import/no-restricted-paths -- a forwarding path, to be deleted
export { approveCentre, changeCentreStatus } from '@/features/centres/api/centre-steps';
