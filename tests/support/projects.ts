/**
 * The emulator projects the suites work in, one each: the rules tests and the integration tests
 * run at the same time on one emulator, and clearing one suite's project never touches another's.
 * (The suites under tests/students and tests/audit work in a database of each test's own instead.)
 */

export const RULES_PROJECT_ID = 'demo-larkfield-rules';
export const CERTIFICATES_PROJECT_ID = 'demo-larkfield-certificates';
export const REVIEW_PROJECT_ID = 'demo-larkfield-review';
