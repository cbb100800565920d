import path from 'node:path';

import type { Address } from '../project';

type BannerFacts = {
  appUrl: string;
  loginUrl: string;
  verifyUrl: string;
  staff: { email: string; password: string };
  /** Another staff member, to approve a withdrawal the first requests. */
  secondStaff: { email: string; password: string };
  /** The staff of one centre each, who reach only that centre's learners. */
  centreStaff: readonly { email: string; password: string; centre: string }[];
  /** An employer's verifier account, which checks files of candidates. */
  verifier: { email: string; password: string; organisation: string; batchUrl: string };
  sample: { certificateNumber: string; learner: string } | null;
  dataDir: string;
  projectId: string;
  auth: Address;
  firestore: Address;
};

/** What `npm start` prints once everything answers: where to go, how to sign in, how to stop. */
export function startBanner(facts: BannerFacts): string {
  const rule = '─'.repeat(72);
  const row = (label: string, value: string) => `  ${label.padEnd(20)}${value}`;
  const dataDir = `${path.relative(process.cwd(), facts.dataDir) || '.'}${path.sep}`;
  return [
    '',
    rule,
    `  Larkfield Awards is running at ${facts.appUrl}`,
    '',
    row('Staff sign-in', facts.loginUrl),
    row('  e-mail', facts.staff.email),
    row('  password', facts.staff.password),
    row('Second staff member', 'approves a withdrawal the first one requests'),
    row('  e-mail', facts.secondStaff.email),
    row('  password', facts.secondStaff.password),
    ...facts.centreStaff.flatMap((account) => [
      row('Centre staff', `${account.centre} only`),
      row('  e-mail', account.email),
      row('  password', account.password),
    ]),
    row('Employer', `${facts.verifier.organisation}, batch checks at ${facts.verifier.batchUrl}`),
    row('  e-mail', facts.verifier.email),
    row('  password', facts.verifier.password),
    ...(facts.sample
      ? [
          row('Try verifying', facts.verifyUrl),
          row('  certificate', `${facts.sample.certificateNumber}, ${facts.sample.learner}`),
        ]
      : []),
    '',
    row('Data', `${dataDir} (kept between runs; delete it to start afresh)`),
    row(
      'Emulators',
      `Auth ${facts.auth.host}:${facts.auth.port}, Firestore ${facts.firestore.host}:${facts.firestore.port}, project ${facts.projectId}`,
    ),
    row('Staff accounts', 'npm run staff -- add|remove|list (add with --admin or --centre <n>)'),
    '',
    '  Press Ctrl-C to stop. The emulators save their data as they shut down.',
    rule,
    '',
  ].join('\n');
}
