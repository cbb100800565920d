import { certificateFromData } from '@/lib/certificate-converter';
import { editStages, lockedReason, type StudentDetailsEdit } from '@/domain/plans/edit';

import { editableDetailsOf, validateStudentDetails } from './student-details';

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
    expect(editableDetailsOf(certificateFromData('c1', { ...original, birthYear: '92' }))).toEqual({
      ...original,
      learnerEmail: '',
    });
  });
});

describe('editStages', () => {
  const stored: StudentDetailsEdit = {
    certificateNumber: '086525112',
    studentNumber: 'Q8825112',
    firstName: 'Ada',
    surname: 'Lovelace',
    courseName: 'Course A',
    awardedDate: '2025-03-12',
    centreNumber: '87583',
  };
  const edit: StudentDetailsEdit = {
    ...stored,
    certificateNumber: '086525113',
    studentNumber: 'Q8825113',
    surname: 'King',
  };

  /** Each part as saved on the record the part before left. */
  function saved(start: StudentDetailsEdit): StudentDetailsEdit[] {
    const parts: StudentDetailsEdit[] = [];
    let record = start;
    for (const stageOf of editStages(edit)) {
      record = stageOf(record);
      parts.push(record);
    }
    return parts;
  }

  it('saves the details first, then the certificate number, then the student number', () => {
    expect(saved(stored)).toEqual([
      { ...stored, surname: 'King' },
      { ...stored, surname: 'King', certificateNumber: '086525113' },
      edit,
    ]);
  });

  it('gives a record imported without numbers both numbers first, with its details as stored', () => {
    const imported = { ...stored, certificateNumber: '', studentNumber: '' };
    expect(saved(imported)).toEqual([
      { ...stored, certificateNumber: '086525113', studentNumber: 'Q8825113' },
      edit,
      edit,
    ]);
  });
});

describe('lockedReason', () => {
  it.each([
    [{ status: 'valid', pendingStatus: null }, null],
    [{ status: 'suspended', pendingStatus: null }, null],
    [{ status: 'withdrawn', pendingStatus: null }, /withdrawn/],
    [{ status: 'replaced', pendingStatus: null }, /replaced/],
    [{ status: 'valid', pendingStatus: 'withdrawn' }, /withdrawal is waiting/],
    [{ status: 'suspended', pendingStatus: 'withdrawn' }, /withdrawal is waiting/],
    [{ status: 'valid', pendingStatus: 'replaced' }, /replacement is waiting/],
  ] as const)('%o: %s', (standing, expected) => {
    const reason = lockedReason(standing);
    if (expected === null) expect(reason).toBeNull();
    else expect(reason).toMatch(expected);
  });
});
