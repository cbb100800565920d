import { isCentreNumber } from '@/domain/centres';
import { tidyName } from '@/domain/certificate';
import { CENTRE_NUMBER_LIMIT, NAME_LIMIT } from '@/domain/limits';

/** The Add Centre form as typed. */
export type NewCentreDraft = { centreNumber: string; name: string };

export type NewCentreErrors = Partial<Record<keyof NewCentreDraft, string>>;

/** The centre as it is approved: the number as typed, less spaces; the name tidied. */
export function newCentreFrom(draft: NewCentreDraft): NewCentreDraft {
  return { centreNumber: draft.centreNumber.trim(), name: tidyName(draft.name) };
}

/**
 * What to fix before a centre can be approved; `taken` are the numbers on the register already
 * (the save checks again, as another admin may approve the same number meanwhile).
 */
export function validateNewCentre(
  draft: NewCentreDraft,
  taken: readonly string[],
): NewCentreErrors {
  const { centreNumber, name } = newCentreFrom(draft);
  const errors: NewCentreErrors = {};
  if (centreNumber === '') errors.centreNumber = 'Enter the centre number.';
  else if (!isCentreNumber(centreNumber)) {
    errors.centreNumber = `Use letters and digits only, at most ${CENTRE_NUMBER_LIMIT} of them.`;
  } else if (taken.includes(centreNumber)) {
    errors.centreNumber = `Centre ${centreNumber} is on the register already.`;
  }
  if (name === '') errors.name = 'Enter the centre’s name.';
  else if (name.length > NAME_LIMIT) errors.name = `Use at most ${NAME_LIMIT} characters.`;
  return errors;
}
