import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/** An address the register holds no certificate under, and what the learner can do. */
export function NoCertificates({ email }: { email: string }) {
  return (
    <Alert tone="info" role="status" title={`We hold no certificates under ${email}.`}>
      <p>
        Your training centre may have recorded another address for you, or none. Ask them to add
        this address to your record, then sign in again. You can still{' '}
        <Link to={paths.verify.getHref()}>check a certificate</Link> with its number and your names,
        or contact us at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    </Alert>
  );
}
