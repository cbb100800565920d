import { Fragment, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import type { Certificate } from '@/domain/certificate';
import { lockedReason, type StudentDetailsEdit } from '@/domain/plans/edit';
import type { CentrePickerApi } from '@/lib/centre-queries';

import { CertificatePrintActions } from './print-actions';
import { StudentDetailsForm } from './student-details-form';

type EditStudentDialogProps = {
  /** The record being edited; the dialog is open while there is one. */
  certificate: Certificate | null;
  onClose: () => void;
  save: (certificateId: string, edit: StudentDetailsEdit) => Promise<Certificate>;
  onSaved: (updated: Certificate) => void;
  /**
   * An admin's centre picker, to move the learner to another active centre; null for a centre's
   * staff, who cannot change the centre.
   */
  picker: CentrePickerApi | null;
  /** Why the staff member's own centre may not change its certificates (suspended), or null. */
  closedCentre?: string | null;
  /** The day counted as today by the calendar; injectable for tests. */
  today?: Date;
  /** The certificate's status and its steps, shown above the details. */
  statusPanel?: ReactNode;
  /** The certificate's history, under the form; the page passes the audit feature's. */
  history?: ReactNode;
  /** The certificate's issued PDF, for Download PDF. */
  downloadPdf?: (certificateId: string) => Promise<Uint8Array>;
};

/**
 * Edit Student Details (docs/product.md, Student List and Edit Student Details). The shared dialog
 * traps focus, closes on Escape, and hands focus back to the row's View Details button when it
 * closes. A withdrawn or replaced certificate, one waiting for a decision on its withdrawal or
 * replacement, or one of a suspended centre opened by its own staff, offers no form: the dialog
 * says why.
 */
export function EditStudentDialog({
  certificate,
  onClose,
  save,
  onSaved,
  picker,
  closedCentre = null,
  today,
  statusPanel,
  history,
  downloadPdf,
}: EditStudentDialogProps) {
  const locked = certificate ? (lockedReason(certificate) ?? closedCentre) : null;
  return (
    <Dialog
      open={certificate !== null}
      onClose={onClose}
      title="Edit Student Details"
      description="A saved change applies to public verification straight away: the old details stop verifying and the new ones verify."
      size="lg"
    >
      {/* One record's sections together, started afresh when another record is opened. */}
      {certificate ? (
        <Fragment key={certificate.id}>
          {statusPanel}
          {locked ? (
            <Alert tone="info" role="none" title="These details cannot be edited now">
              <p>{locked}</p>
            </Alert>
          ) : (
            <StudentDetailsForm
              certificate={certificate}
              save={save}
              onSaved={onSaved}
              picker={picker}
              onCancel={onClose}
              today={today}
            />
          )}
          <CertificatePrintActions certificate={certificate} downloadPdf={downloadPdf} />
          {history}
        </Fragment>
      ) : null}
    </Dialog>
  );
}
