import { certificateFromData } from '@/lib/certificate-converter';

import {
  editableDetailsOf,
  validateStudentDetails,
  type StudentDetailsEdit,
} from './student-details';

const original: StudentDetailsEdit = {
  studentNumber: 'Q9224470',
  firstName: 'Siobhán',
  surname: "O'Connell",
  courseName: 'Larkfield Level 3 Certificate in Supporting Teaching and Learning (RQF)',
  certificateNumber: '086524318',
  awardedDate: '2024-06-14',
  centreNumber: '87583',
};

describe('validateStudentDetails', () => {
  it('passes the details as they are', () => {
    expect(validateStudentDetails(original, original)).toEqual({});
  });

  it('asks for both numbers and both names', () => {
    expect(
      validateStudentDetails(
        { ...original, certificateNumber: ' ', studentNumber: '', firstName: '', surname: '  ' },
        original,
      ),
    ).toEqual({
      certificateNumber: 'Enter the certificate number.',
      studentNumber: 'Enter the student number.',
      firstName: "Enter the learner's first name.",
      surname: "Enter the learner's surname.",
    });
  });

  it('checks the format of a changed number, ignoring case and spaces', () => {
    expect(validateStudentDetails({ ...original, studentNumber: 'q92 24 999' }, original)).toEqual(
      {},
    );
    const errors = validateStudentDetails(
      { ...original, certificateNumber: '08652431', studentNumber: 'X9224470' },
      original,
    );
    expect(errors.certificateNumber).toMatch(/format 0865/);
    expect(errors.studentNumber).toMatch(/format Q/);
  });

  it('leaves an imported number alone while it is unchanged', () => {
    const imported = { ...original, studentNumber: 'LEG-0042' };
    expect(validateStudentDetails(imported, imported)).toEqual({});
  });

  it('limits the course name and a changed centre number', () => {
    const errors = validateStudentDetails(
      { ...original, courseName: 'x'.repeat(201), centreNumber: '875 83' },
      original,
    );
    expect(errors.courseName).toMatch(/200/);
    expect(errors.centreNumber).toMatch(/letters and digits/);
  });
});

describe('editableDetailsOf', () => {
  it('picks the fields the dialog edits', () => {
    expect(editableDetailsOf(certificateFromData('c1', { ...original, birthYear: '92' }))).toEqual(
      original,
    );
  });
});
