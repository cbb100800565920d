import type { StatusReason } from '../../../src/domain/certificate-status';
import type { StatusStep } from '../../../src/domain/plans/status-step';
import { DAY, HOUR } from './demo-random';

/**
 * A few demo certificates are not simply valid, so every status can be seen and tried in a demo
 * (docs/decisions/019-certificate-status.md): two suspended, one suspended and reinstated, two
 * withdrawn (requested by one staff member, approved by the other), one withdrawal waiting for
 * the second staff member, and two replaced by newer certificates of the same learner.
 */

/** Which demo staff member takes a step: the banner's first account, or the second. */
export type DemoActor = 'first' | 'second';

type DemoStatusStep = {
  /** The step, as the app takes it. */
  step: StatusStep;
  by: DemoActor;
  /** How long after the certificate was recorded. */
  after: number;
};

/** An older certificate replaced by a newer one, recorded for the same learner. */
type DemoReplacement = { original: number; replacement: number; reason: StatusReason };

export const demoStatusSteps: ReadonlyMap<number, readonly DemoStatusStep[]> = new Map([
  [
    7,
    [
      {
        step: {
          kind: 'suspend',
          reason: { code: 'malpractice', note: 'Centre reported possible copied coursework.' },
        },
        by: 'first',
        after: 30 * DAY,
      },
    ],
  ],
  [
    15,
    [
      {
        step: {
          kind: 'suspend',
          reason: { code: 'issued-in-error', note: 'Unit results under check with the centre.' },
        },
        by: 'second',
        after: 10 * DAY,
      },
    ],
  ],
  [
    25,
    [
      {
        step: {
          kind: 'suspend',
          reason: { code: 'administrative-correction', note: 'Awarded date queried.' },
        },
        by: 'first',
        after: 5 * DAY,
      },
      { step: { kind: 'reinstate' }, by: 'second', after: 8 * DAY },
    ],
  ],
  [
    9,
    [
      {
        step: {
          kind: 'request-withdrawal',
          reason: {
            code: 'malpractice',
            note: 'Investigation upheld: assessment evidence copied.',
          },
        },
        by: 'first',
        after: 40 * DAY,
      },
      { step: { kind: 'approve-withdrawal' }, by: 'second', after: 41 * DAY },
    ],
  ],
  [
    30,
    [
      {
        step: {
          kind: 'suspend',
          reason: { code: 'issued-in-error', note: 'Learner had not completed the course.' },
        },
        by: 'second',
        after: 3 * DAY,
      },
      {
        step: {
          kind: 'request-withdrawal',
          reason: {
            code: 'issued-in-error',
            note: 'Centre confirmed the course was not completed.',
          },
        },
        by: 'second',
        after: 6 * DAY,
      },
      { step: { kind: 'approve-withdrawal' }, by: 'first', after: 6 * DAY + 3 * HOUR },
    ],
  ],
  [
    13,
    [
      {
        step: {
          kind: 'request-withdrawal',
          reason: { code: 'malpractice', note: 'Centre withdrew its claim for this learner.' },
        },
        by: 'first',
        after: 20 * DAY,
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
