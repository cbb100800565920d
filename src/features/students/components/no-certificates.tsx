import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

import type { StudentSearchParams } from '../hooks/use-student-search-params';
import { noMatchTitle } from '../utils/student-list-text';

/**
 * An empty Student List: the register holds nothing yet, or the search, status or centre chosen
 * finds nothing, with a way back to every certificate.
 */
export function NoCertificates({ params }: { params: StudentSearchParams }) {
  const { term, status, centre, change } = params;
  if (term === '' && status === null && centre === null) {
    return (
      <Alert tone="info" title="No certificates have been recorded yet.">
        <p>Certificates appear here, newest first, as soon as they are added.</p>
        <ButtonLink to={paths.dashboard.addCertificate.getHref()} size="sm" className="mt-3">
          Add Certificate
        </ButtonLink>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={noMatchTitle(term, status, centre)}>
      <p>
        Check the number or spelling. Numbers must be given in full; a surname can be searched by
        its first few letters.
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => change({ term: '', status: null, centre: null })}
      >
        Show all certificates
      </Button>
    </Alert>
  );
}
