/** Every query key behind the Add Certificate form, from one place (decision record 020). */
export const numberKeys = {
  all: ['certificate-numbers'] as const,
  /** Numbers already issued in one range, read from the registries. */
  used: () => [...numberKeys.all, 'used'] as const,
  usedCertificateNumbers: (awardYear: number) =>
    [...numberKeys.used(), 'certificate', awardYear] as const,
  usedStudentNumbers: (birthYear: string, awardYear: number) =>
    [...numberKeys.used(), 'student', birthYear, awardYear] as const,
  /** The certificate a replacement is filled from (the form's ?replaces=). */
  replacing: (certificateId: string) => [...numberKeys.all, 'replacing', certificateId] as const,
  /** A number generated for the form: one per set of years and round. */
  generated: (
    field: 'certificate' | 'student',
    awardYear: number,
    birthYear: string,
    round: number,
  ) => [...numberKeys.all, 'generated', field, awardYear, birthYear, round] as const,
};

/** The import screen's dry run: the register facts for one file (decision record 020). */
export const importKeys = {
  all: ['certificate-import'] as const,
  registerFacts: (fileHash: string) => [...importKeys.all, 'register', fileHash] as const,
};
