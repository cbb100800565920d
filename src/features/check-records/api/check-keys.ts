/** Every query key of the check records, from one place (docs/decisions/020-staff-data-layer.md). */
export const checkKeys = {
  all: ['checks'] as const,
  /** By the certificate's keys: an edit gives it new ones, and the count is read afresh. */
  certificate: (indexKeys: string[]) => [...checkKeys.all, 'certificate', ...indexKeys] as const,
  visitor: (attemptId: string) => [...checkKeys.all, 'visitor', attemptId] as const,
};
