import type { CertificateForm } from '../hooks/use-certificate-form';
import type { NumberField as NumberFieldName } from '../hooks/use-generated-numbers';
import { NumberField } from './number-field';

const numberFields: readonly {
  field: NumberFieldName;
  label: string;
  noun: string;
  example: string;
}[] = [
  {
    field: 'certificateNumber',
    label: 'Certificate Number',
    noun: 'certificate number',
    example: 'e.g. 086525417',
  },
  {
    field: 'studentNumber',
    label: 'Student Number',
    noun: 'student number',
    example: 'e.g. Q8825533',
  },
];

type CertificateNumberFieldsProps = {
  form: CertificateForm;
  idOf: (field: string) => string;
};

/** The certificate and student numbers: generated, or typed over by staff. */
export function CertificateNumberFields({ form, idOf }: CertificateNumberFieldsProps) {
  return numberFields.map(({ field, label, noun, example }) => (
    <NumberField
      key={field}
      id={idOf(field)}
      label={label}
      noun={noun}
      number={form.numbers[field]}
      placeholder={form.numbers[field].pending ? 'Generating…' : example}
      error={form.errorOf(field)}
      onEdit={(value) => form.editNumber(field, value)}
      onBlur={() => form.leaveNumber(field)}
      onRegenerate={() => form.renewNumber(field)}
    />
  ));
}
