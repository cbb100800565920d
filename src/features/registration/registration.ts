export const userTypes = ['Learner', 'Business', 'Centre', 'Other'] as const;
type UserType = (typeof userTypes)[number];

export type RegistrationValues = {
  name: string;
  email: string;
  phone: string;
  userType: UserType | '';
  company: string;
  password: string;
  confirmPassword: string;
  message: string;
  agree: boolean;
};

/** Sets one field of the form. */
export type UpdateRegistration = <K extends keyof RegistrationValues>(
  key: K,
  value: RegistrationValues[K],
) => void;

export const emptyRegistration: RegistrationValues = {
  name: '',
  email: '',
  phone: '',
  userType: '',
  company: '',
  password: '',
  confirmPassword: '',
  message: '',
  agree: false,
};

/** Organisations register with their name; individuals do not need one. */
export function needsCompany(userType: RegistrationValues['userType']): boolean {
  return userType === 'Business' || userType === 'Centre';
}

export const minimumPasswordLength = 8;
