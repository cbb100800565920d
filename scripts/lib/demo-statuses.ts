import type { StatusReason } from '../../src/domain/certificate-status';
import { DAY, HOUR } from './demo-random';

/**
 * A few demo certificates are not simply valid, so every status can be seen and tried in a demo
 * (docs/decisions/019-certificate-status.md): two suspended, one suspended and reinstated, two
 * withdrawn (requested by one staff member, approved by the other), one withdrawal waiting for
 * the second staff member, and two replaced by newer certificates of the same learner.
 */

/** Which demo staff member takes a step: the banner's first account, or the second. */
export type DemoActor = 'first' | 'second';

export type DemoStatusStep = {
  kind: 'suspend' | 'reinstate' | 'request-withdrawal' | 'approve-withdrawal';
  by: DemoActor;
  /** How long after the certificate was recorded. */
  after: number;
  reason?: StatusReason;
};

/** An older certificate replaced by a newer one, recorded for the same learner. */
export type DemoReplacement = { original: number; replacement: number; reason: StatusReason };

export const demoStatusSteps: ReadonlyMap<number, readonly DemoStatusStep[]> = new Map([
  [
    7,
    [
      {
        kind: 'suspend',
        by: 'first',
        after: 30 * DAY,
        reason: { code: 'malpractice', note: 'Centre reported possible copied coursework.' },
      },
    ],
  ],
  [
    15,
    [
      {
        kind: 'suspend',
        by: 'second',
        after: 10 * DAY,
        reason: { code: 'issued-in-error', note: 'Unit results under check with the centre.' },
      },
    ],
  ],
  [
    25,
    [
      {
        kind: 'suspend',
        by: 'first',
        after: 5 * DAY,
        reason: { code: 'administrative-correction', note: 'Awarded date queried.' },
      },
      { kind: 'reinstate', by: 'second', after: 8 * DAY },
    ],
  ],
  [
    9,
    [
      {
        kind: 'request-withdrawal',
        by: 'first',
        after: 40 * DAY,
        reason: { code: 'malpractice', note: 'Investigation upheld: assessment evidence copied.' },
      },
      { kind: 'approve-withdrawal', by: 'second', after: 41 * DAY },
    ],
  ],
  [
    30,
    [
      {
        kind: 'suspend',
        by: 'second',
        after: 3 * DAY,
        reason: { code: 'issued-in-error', note: 'Learner had not completed the course.' },
      },
      {
        kind: 'request-withdrawal',
        by: 'second',
        after: 6 * DAY,
        reason: { code: 'issued-in-error', note: 'Centre confirmed the course was not completed.' },
      },
      { kind: 'approve-withdrawal', by: 'first', after: 6 * DAY + 3 * HOUR },
    ],
  ],
  [
    13,
    [
      {
        kind: 'request-withdrawal',
        by: 'first',
        after: 20 * DAY,
        reason: { code: 'malpractice', note: 'Centre withdrew its claim for this learner.' },
      },
    ],
  ],
]);

export const demoReplacements: readonly DemoReplacement[] = [
  {
    original: 5,
    replacement: 40,
    reason: { code: 'lost-or-damaged', note: 'Certificate lost in a house move.' },
  },
  {
    original: 18,
    replacement: 45,
    reason: { code: 'change-of-name', note: 'Surname changed by marriage.' },
  },
];
