import type { ExportColumn } from './csv-export';

/**
 * The evidence pack (docs/decisions/032-fraud-signals.md): for one centre and a period, what an
 * awarding body sends the regulator when it notifies an event, in one CSV: the certificates the
 * centre added, every event on its register (status changes with who took them and why), the
 * failed checks that typed the number of one of its certificates, and visitors' reports of them.
 */

export type EvidenceKind = 'Certificate added' | 'Event' | 'Failed check' | 'Report';

export type EvidenceRow = {
  kind: EvidenceKind;
  at: Date | null;
  certificateNumber: string;
  /** The learner's name as recorded, or as typed in a failed check. */
  learner: string;
  /** The qualification, the event's action, or the report's reason. */
  what: string;
  /** The event's changes, the awarded date, or what else the record holds. */
  detail: string;
  /** Who took the step (staff), or nothing for a visitor. */
  by: string;
  /** The record's id: the certificate's, the event's, the check's. */
  reference: string;
};

/** The pack's periods are whole days, both ends included: yyyy-mm-dd. */
export type EvidencePeriod = { centreNumber: string; from: string; to: string };

export const evidenceColumns: readonly ExportColumn<EvidenceRow>[] = [
  { header: 'Kind', value: (row) => row.kind },
  { header: 'When', value: (row) => (row.at ? row.at.toISOString() : '') },
  { header: 'Certificate Number', value: (row) => row.certificateNumber },
  { header: 'Learner', value: (row) => row.learner },
  { header: 'What', value: (row) => row.what },
  { header: 'Detail', value: (row) => row.detail },
  { header: 'By', value: (row) => row.by },
  { header: 'Reference', value: (row) => row.reference },
];

/** The pack's file name: the centre and the period. */
export function evidenceFileName({ centreNumber, from, to }: EvidencePeriod): string {
  return `evidence-${centreNumber}-${from}-to-${to}.csv`;
}

/** An event's changes, in a line: 'status: valid → withdrawn; reasonCode: → malpractice'. */
export function changesText(changes: unknown): string {
  if (typeof changes !== 'object' || changes === null) return '';
  return Object.entries(changes as Record<string, { from?: unknown; to?: unknown } | null>)
    .map(([field, change]) => {
      const text = (value: unknown) =>
        value === null || value === undefined
          ? ''
          : typeof value === 'string'
            ? value
            : JSON.stringify(value);
      return `${field}: ${text(change?.from)} → ${text(change?.to)}`;
    })
    .join('; ');
}

/** The pack's parts, in the order the file lists them; a cursor names the part and its place. */
export const evidenceParts = ['certificates', 'events', 'attempts', 'reports'] as const;
export type EvidencePart = (typeof evidenceParts)[number];
