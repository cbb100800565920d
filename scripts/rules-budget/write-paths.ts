import { addCertificate } from '@/features/certificates/api/add-certificate';
import { importCertificates } from '@/features/certificates/api/import-certificates';
import { takeReviewStep } from '@/features/review/api/take-review-step';
import { saveStudentDetails } from '@/features/students/api/save-student-details';
import { takeReportStep } from '@/features/review/api/reports';
import { checkPdf } from '@/features/verification/api/check-pdf';
import { verifyCertificate } from '@/features/verification/api/verify-certificate';
import { issueCertificatePdf } from '@/lib/certificate-pdfs';

import { CENTRE_STAFF } from './register';
import {
  ada,
  adaQuery,
  addAda,
  changeOfName,
  fourHundredKilobytePdf,
  failedAttempt,
  filedReport,
  reason,
  renderInNode,
  requestedReplacement,
  step,
} from './register-steps';
import { accessPaths } from './access-paths';
import { learnerPaths } from './learner-paths';
import { verifierPaths } from './verifier-paths';
import { definePath, type WritePath } from './write-path';

/** Every write path the budget measures (write-path.ts), in the order of its table. */
export const writePaths: readonly WritePath[] = [
  definePath({
    name: 'Add a certificate',
    write: (register) => addAda(register, CENTRE_STAFF),
  }),
  definePath({
    name: 'Edit the first name',
    before: addAda,
    write: (register, id) => {
      const { db, actor } = register.staff(CENTRE_STAFF);
      return saveStudentDetails(db, id, { ...ada, firstName: 'Augusta' }, actor);
    },
  }),
  definePath({
    name: 'Edit every field, both numbers',
    before: addAda,
    write: (register, id) => {
      const { db, actor } = register.staff(0);
      return saveStudentDetails(
        db,
        id,
        {
          certificateNumber: '086525418',
          studentNumber: 'Q0225534',
          firstName: 'Augusta',
          surname: 'King',
          courseName: 'Larkfield Level 3 Diploma in Business Administration (RQF)',
          awardedDate: '2025-03-13',
          centreNumber: '87584',
        },
        actor,
      );
    },
  }),
  definePath({
    name: 'Suspend',
    before: addAda,
    write: (register, id) => step(register, id, 0, { kind: 'suspend', reason }),
  }),
  definePath({
    name: 'Reinstate',
    before: async (register) => {
      const id = await addAda(register);
      await step(register, id, 0, { kind: 'suspend', reason });
      return id;
    },
    write: (register, id) => step(register, id, 0, { kind: 'reinstate' }),
  }),
  definePath({
    name: 'Request withdrawal',
    before: addAda,
    write: (register, id) =>
      step(register, id, CENTRE_STAFF, { kind: 'request-withdrawal', reason }),
  }),
  definePath({
    name: 'Approve withdrawal',
    before: async (register) => {
      const id = await addAda(register);
      await step(register, id, 0, { kind: 'request-withdrawal', reason });
      return id;
    },
    write: (register, id) => step(register, id, 1, { kind: 'approve-withdrawal' }),
  }),
  definePath({
    name: 'Reject withdrawal',
    before: async (register) => {
      const id = await addAda(register);
      await step(register, id, 0, { kind: 'request-withdrawal', reason });
      return id;
    },
    write: (register, id) => step(register, id, 1, { kind: 'reject-withdrawal' }),
  }),
  definePath({
    name: 'Request replacement',
    before: addAda,
    write: (register, id) =>
      step(register, id, 0, { kind: 'request-replacement', reason: changeOfName }),
  }),
  definePath({
    name: 'Reject replacement',
    before: requestedReplacement,
    write: (register, id) => step(register, id, 1, { kind: 'reject-replacement' }),
  }),
  definePath({
    name: 'Replace',
    before: requestedReplacement,
    write: (register, id) => {
      const { db, actor } = register.staff(1);
      return addCertificate(
        db,
        { ...ada, certificateNumber: '086525419', studentNumber: 'Q0225535', surname: 'King' },
        actor,
        { replaces: { certificateId: id } },
      );
    },
  }),
  definePath({
    name: 'Issue the PDF',
    before: addAda,
    write: async (register, id) => {
      const { db, actor } = register.staff(CENTRE_STAFF);
      return issueCertificatePdf(db, id, actor, renderInNode);
    },
  }),
  definePath({
    // The hashing's cost on a file near the largest stored (docs/decisions/033-issued-pdfs.md).
    name: 'Issue a 400 KB PDF',
    before: addAda,
    write: async (register, id) => {
      const { db, actor } = register.staff(CENTRE_STAFF);
      return issueCertificatePdf(db, id, actor, fourHundredKilobytePdf);
    },
  }),
  definePath({
    name: 'Import a row',
    write: (register) => {
      const { db, actor } = register.staff(CENTRE_STAFF);
      return importCertificates(db, actor, {
        fileHash: 'a'.repeat(64),
        fileName: 'cohort.csv',
        centreNumber: ada.centreNumber,
        rows: [{ line: 2, details: ada }],
        concurrency: 1,
      });
    },
  }),
  definePath({
    name: 'Flag an attempt',
    before: failedAttempt,
    write: (register, attemptId) => {
      const { db, actor } = register.staff(0);
      return takeReviewStep(db, attemptId, { kind: 'flag', note: 'Third try this week.' }, actor);
    },
  }),
  definePath({
    name: 'Mark under investigation',
    before: async (register) => {
      const attemptId = await failedAttempt(register);
      const { db, actor } = register.staff(0);
      await takeReviewStep(db, attemptId, { kind: 'flag', note: 'Third try this week.' }, actor);
      return attemptId;
    },
    write: (register, attemptId) => {
      const { db, actor } = register.staff(1);
      return takeReviewStep(db, attemptId, { kind: 'investigate', note: 'Centre asked.' }, actor);
    },
  }),
  definePath({
    name: 'Close an attempt',
    before: failedAttempt,
    write: (register, attemptId) => {
      const { db, actor } = register.staff(0);
      return takeReviewStep(db, attemptId, { kind: 'close' }, actor);
    },
  }),
  ...accessPaths,
  ...learnerPaths,
  ...verifierPaths,
  definePath({
    name: 'Public check, found',
    before: addAda,
    write: (register) => verifyCertificate(adaQuery(true), () => register.visitor()),
  }),
  definePath({
    name: 'Public check, later in the hour',
    before: async (register) => {
      await addAda(register);
      await verifyCertificate(adaQuery(true), () => register.visitor('budget-returning'));
    },
    write: (register) =>
      verifyCertificate(adaQuery(true), () => register.visitor('budget-returning')),
  }),
  definePath({
    name: 'Public check of a PDF',
    before: async (register) => {
      const id = await addAda(register);
      const { db, actor } = register.staff(CENTRE_STAFF);
      return (await issueCertificatePdf(db, id, actor, renderInNode)).bytes;
    },
    write: (register, bytes: Uint8Array) => checkPdf(bytes, () => register.visitor()),
  }),
  definePath({
    name: 'Public check, failed, and its attempt',
    before: addAda,
    write: (register) => verifyCertificate(adaQuery(false), () => register.visitor()),
  }),
  definePath({
    name: 'Report a certificate',
    write: filedReport,
  }),
  definePath({
    name: 'Mark a report under investigation',
    before: filedReport,
    write: (register, reportId) => {
      const { db, actor } = register.staff(0);
      return takeReportStep(db, reportId, { kind: 'investigate', note: 'Centre asked.' }, actor);
    },
  }),
  definePath({
    name: 'Close a report',
    before: async (register) => {
      const reportId = await filedReport(register);
      const { db, actor } = register.staff(0);
      await takeReportStep(db, reportId, { kind: 'investigate', note: 'Centre asked.' }, actor);
      return reportId;
    },
    write: (register, reportId) => {
      const { db, actor } = register.staff(1);
      return takeReportStep(db, reportId, { kind: 'close' }, actor);
    },
  }),
];
