import type { Centre, CentreStatus } from '@/domain/centres';

/** A centre's status change the admin has chosen and is asked to confirm. */
export type CentreStep = { centre: Centre; to: CentreStatus };

/** The words of a step the admin is asked to confirm, and of its outcome. */
type StepText = { title: string; button: string; what: string; done: string };

export const centreStepText: Record<CentreStatus, StepText> = {
  suspended: {
    title: 'Suspend this centre?',
    button: 'Suspend Centre',
    what: 'Its staff can still sign in and read its learners, but add nothing until it is reactivated. Its certificates keep verifying.',
    done: 'is suspended. Its staff add nothing until it is reactivated.',
  },
  active: {
    title: 'Reactivate this centre?',
    button: 'Reactivate Centre',
    what: 'Its staff can add certificates under it again.',
    done: 'is active again.',
  },
};
