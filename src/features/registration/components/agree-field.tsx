import { CheckboxField } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

const inlineLinkClass = 'font-semibold text-brand-700 underline underline-offset-2';

type AgreeFieldProps = { checked: boolean; onChange: (checked: boolean) => void };

/** Agreeing to the terms, with links to them and to the privacy policy. */
export function AgreeField({ checked, onChange }: AgreeFieldProps) {
  return (
    <CheckboxField
      name="agree"
      required
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      label={
        <>
          I agree to the{' '}
          <Link to={paths.terms.getHref()} className={inlineLinkClass}>
            Terms and Conditions
          </Link>{' '}
          and have read the{' '}
          <Link to={paths.privacy.getHref()} className={inlineLinkClass}>
            Privacy Policy
          </Link>
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </>
      }
    />
  );
}
