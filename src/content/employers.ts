import { formatCount } from '@/domain/figures';
import {
  BATCH_ROW_LIMIT,
  CHECKS_PER_HOUR,
  DAILY_ALLOWANCE_MAX,
  DAILY_ALLOWANCE_MIN,
  INVITATION_DAYS,
} from '@/domain/limits';

import type { IconCard, ProcessStep } from './marketing-icons';

/**
 * The page for employers (docs/decisions/030-verifier-batch-checks.md): what a verifier account
 * does and how to get one. The figures are the register's own limits.
 */

export const employersDescription = `A free verifier account for employers and recruiters: check up to ${formatCount(BATCH_ROW_LIMIT)} candidates’ certificates from one file, with a receipt for every check.`;

export const employersIntro =
  'A free verifier account lets employers and recruiters check many candidates’ certificates at once, with a receipt for every check.';

export const verifierAccountFeatures: IconCard[] = [
  {
    icon: 'document',
    title: 'Batch checks from one file',
    description: `Check up to ${formatCount(BATCH_ROW_LIMIT)} candidates at once from a spreadsheet saved as CSV. Every problem in the file is listed by line before anything is sent, and each row comes back Valid, Under review, Withdrawn, Replaced, No match or Details differ.`,
  },
  {
    icon: 'chart',
    title: 'An allowance for your recruitment',
    description: `We set each account’s rows a day, from ${formatCount(DAILY_ALLOWANCE_MIN)} to ${formatCount(DAILY_ALLOWANCE_MAX)}, to suit how many people you take on. Rows past the day’s allowance are not sent, and the page says when it resets.`,
  },
  {
    icon: 'shield',
    title: 'A receipt anyone can re-check',
    description:
      'Every run has a receipt of who checked, when and how many rows. Give it to an auditor or a client: typing a certificate number from it shows what our register said of that row at the time.',
  },
  {
    icon: 'pound',
    title: 'Free of charge',
    description:
      'A verifier account costs nothing, whatever its allowance. All it needs is a work e-mail address at your organisation.',
  },
];

export const accountSteps: ProcessStep[] = [
  {
    title: 'Ask for an account',
    description:
      'Send the form on this page with your organisation’s name and your work e-mail address.',
  },
  {
    title: 'We confirm who you are',
    description:
      'An administrator reads your request and sets your allowance. We may write to you first to confirm your organisation.',
  },
  {
    title: 'Accept the invitation',
    description: `We e-mail an invitation to your work address. Its link, good for ${INVITATION_DAYS} days, lets you set a password.`,
  },
  {
    title: 'Check your candidates',
    description:
      'Sign in, download the template, fill in one row per candidate and run the file. Download the results, and keep the receipt.',
  },
];

export const singleCheckNote = `Checking just one certificate? You do not need an account: the certificate check answers one at a time, up to ${CHECKS_PER_HOUR} an hour.`;
