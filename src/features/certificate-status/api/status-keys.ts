/** Every certificate-status query's key, from one place (docs/decisions/020-staff-data-layer.md). */
export const statusKeys = {
  all: ['certificate-status'] as const,
  /** One certificate's standing and its pending request, read afresh when its dialog opens. */
  standing: (certificateId: string) => [...statusKeys.all, 'standing', certificateId] as const,
};
