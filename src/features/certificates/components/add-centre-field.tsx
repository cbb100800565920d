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
      picker={centre.picker}
      hint={
        centre.picker
          ? 'The centre that awards the certificate: an active centre, by its number or the start of its name.'
          : centre.own
            ? `Filled in for you: ${centreLabel(centre.own)}, the centre that awards the certificate.`
            : 'Filled in for you: the centre that awards the certificate.'
      }
      error={form.errorOf('centreNumber')}
    />
  );
}
