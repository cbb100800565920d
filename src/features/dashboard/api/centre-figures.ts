// Moved to src/lib/centre-figures.ts, which the dashboard and the Centres screen share. This path
// stays only while tests/students/centre-scope.test.ts imports it; delete it once that names the
// new one.
export { readCentreFigures } from '@/lib/centre-figures';
