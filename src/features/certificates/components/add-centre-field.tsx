import { CentreField } from '@/components/centre-field';
import { centreLabel } from '@/domain/centres';

import type { CertificateForm } from '../hooks/use-certificate-form';

/** The centre that awards the certificate: an admin's choice, or a centre's staff's own. */
export function AddCentreField({ form, id }: { form: CertificateForm; id: string }) {
  const { centre } = form;
  return (
    <CentreField
      id={id}
      value={centre.value}
      onChange={centre.set}
      centres={centre.choices}
      loading={centre.loading}
      hint={
        centre.choices
          ? 'The centre that awards the certificate: one of the active centres.'
          : centre.own
            ? `Filled in for you: ${centreLabel(centre.own)}, the centre that awards the certificate.`
            : 'Filled in for you: the centre that awards the certificate.'
      }
      error={form.errorOf('centreNumber')}
    />
  );
}
