import { SelectField, TextField } from '@/components/ui/field';

import {
  needsCompany,
  userTypes,
  type RegistrationValues,
  type UpdateRegistration,
} from '../registration';

type UserTypeFieldsProps = { values: RegistrationValues; update: UpdateRegistration };

/** Who is registering, and for an organisation its name. */
export function UserTypeFields({ values, update }: UserTypeFieldsProps) {
  return (
    <>
      <SelectField
        label="User Type"
        name="userType"
        required
        value={values.userType}
        onChange={(event) =>
          update('userType', event.target.value as RegistrationValues['userType'])
        }
      >
        <option value="" disabled>
          Select user type
        </option>
        {userTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      {needsCompany(values.userType) ? (
        <TextField
          label="Company Name"
          hint={
            values.userType === 'Centre'
              ? 'The college, training provider or employer applying to be a centre.'
              : 'The organisation you are registering for.'
          }
          name="company"
          autoComplete="organization"
          required
          value={values.company}
          onChange={(event) => update('company', event.target.value)}
          className="sm:col-span-2"
        />
      ) : null}
    </>
  );
}
