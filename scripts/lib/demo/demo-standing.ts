import type { StatusStep } from '../../../src/domain/plans/status-step';
import type { StaffActor } from '../../../src/domain/staff';
import type { DemoCertificate } from './demo-certificates';
import { HOUR } from './demo-random';
import { demoReplacements, demoStatusSteps, type DemoActor } from './demo-statuses';

/** One status step as the app takes it, or a replacement completed, with who and when. */
export type DemoStep = {
  step: StatusStep | { kind: 'replaced'; replacedBy: string };
  actor: StaffActor;
  at: Date;
};

/** What a demo certificate has been through beyond its details. */
export type DemoStanding = { steps: DemoStep[]; replaces?: string };

/** The demo plans name certificates by their place in the register; a wrong place is a bug. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`The demo register has no certificate ${index}.`);
  return item;
}

/** A replacement is recorded for the same learner and course as the certificate it replaces. */
export function withReplacementDetails(certificates: DemoCertificate[]): DemoCertificate[] {
  const copy = [...certificates];
  for (const { original, replacement, reason } of demoReplacements) {
    const old = itemAt(copy, original).details;
    const added = itemAt(copy, replacement);
    copy[replacement] = {
      ...added,
      details: {
        ...added.details,
        firstName: old.firstName,
        // A change of name is the one reason the name on the replacement differs.
        surname: reason.code === 'change-of-name' ? added.details.surname : old.surname,
        courseName: old.courseName,
      },
    };
  }
  return copy;
}

/**
 * The status steps of the demo certificate at `index`, each at least an hour in the past and in
 * order; a replaced certificate's last step is its replacement being recorded.
 */
export function demoStanding(
  index: number,
  certificates: readonly DemoCertificate[],
  ids: readonly string[],
  actors: Record<DemoActor, StaffActor>,
  now: Date,
): DemoStanding {
  const createdAt = itemAt(certificates, index).createdAt.getTime();
  const planned = demoStatusSteps.get(index) ?? [];
  const steps: DemoStep[] = planned.map(({ step, by, after }, position) => ({
    step,
    actor: actors[by],
    at: new Date(Math.min(createdAt + after, now.getTime() - (planned.length - position) * HOUR)),
  }));
  const replaced = demoReplacements.find((pair) => pair.original === index);
  if (replaced) {
    // Asked for by one staff member a day before the other completed it.
    const completed = itemAt(certificates, replaced.replacement).createdAt;
    steps.push(
      {
        step: { kind: 'request-replacement', reason: replaced.reason },
        actor: actors.second,
        at: new Date(completed.getTime() - 24 * HOUR),
      },
      {
        step: { kind: 'replaced', replacedBy: itemAt(ids, replaced.replacement) },
        actor: actors.first,
        at: completed,
      },
    );
  }
  const replacing = demoReplacements.find((pair) => pair.replacement === index);
  return { steps, ...(replacing ? { replaces: itemAt(ids, replacing.original) } : {}) };
}
