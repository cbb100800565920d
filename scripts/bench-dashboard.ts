/**
 * npm run bench:dashboard: the dashboard's figures with count aggregations against the spec's
 * read-everything original, on 10,000 certificates and 1,000 failed attempts. Starts emulators
 * for the run unless FIRESTORE_EMULATOR_HOST names running ones.
 */
import { runBenchmarkScript } from './bench/cli';
import { benchDashboard } from './bench/dashboard';

runBenchmarkScript(import.meta.url, 'dashboard', benchDashboard);
