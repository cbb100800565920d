import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import type { ExportPage } from '@/domain/csv-export';
import {
  changesText,
  evidenceParts,
  type EvidencePart,
  type EvidencePeriod,
  type EvidenceRow,
} from '@/domain/evidence-pack';
import { addDays, startOfDay } from '@/domain/iso-day';
import { dateFrom, textFrom } from '@/domain/stored-values';
import { scopeConstraints } from '@/lib/query-scope';

/** Documents read per request, as the exports read them. */
export const EVIDENCE_PAGE_SIZE = 500;

type Snapshot = QueryDocumentSnapshot<DocumentData>;

/** Where the pack continues: the part, and the last document read of it. */
export type EvidenceCursor = { part: EvidencePart; after: Snapshot | null };

const numbersAtOnce = 30;

/** The numbers among these that are the centre's certificates (at most one read per number). */
async function numbersOfCentre(
  db: Firestore,
  centreNumber: string,
  numbers: readonly string[],
): Promise<{ ofCentre: Set<string>; read: number }> {
  const unique = [...new Set(numbers.filter(Boolean))];
  const ofCentre = new Set<string>();
  let read = 0;
  for (let start = 0; start < unique.length; start += numbersAtOnce) {
    const found = await getDocs(
      query(
        collection(db, collections.certificates),
        where('certificateNumber', 'in', unique.slice(start, start + numbersAtOnce)),
      ),
    );
    read += found.size;
    for (const certificate of found.docs) {
      if (certificate.get('centreNumber') === centreNumber) {
        ofCentre.add(textFrom(certificate.get('certificateNumber')));
      }
    }
  }
  return { ofCentre, read };
}

const learnerOf = (data: DocumentData) =>
  [textFrom(data.firstName), textFrom(data.surname)].filter(Boolean).join(' ');

/** Each part's query over the period, in the order of its time field. */
function partQuery(db: Firestore, part: EvidencePart, period: EvidencePeriod) {
  const start = Timestamp.fromDate(startOfDay(period.from));
  const end = Timestamp.fromDate(startOfDay(addDays(period.to, 1)));
  const within = (field: string): QueryConstraint[] => [
    where(field, '>=', start),
    where(field, '<', end),
  ];
  const centre = scopeConstraints({ centreNumber: period.centreNumber });
  switch (part) {
    case 'certificates':
      return query(
        collection(db, collections.certificates),
        ...centre,
        ...within('createdAt'),
        orderBy('createdAt'),
      );
    case 'events':
      return query(
        collection(db, collections.auditEvents),
        ...centre,
        ...within('at'),
        orderBy('at', 'desc'),
      );
    case 'attempts':
      return query(
        collection(db, collections.failedVerifications),
        ...within('attemptedAt'),
        orderBy('attemptedAt'),
      );
    case 'reports':
      return query(
        collection(db, collections.reports),
        ...within('reportedAt'),
        orderBy('reportedAt'),
      );
  }
}

function rowOf(part: EvidencePart, data: DocumentData, id: string): EvidenceRow {
  switch (part) {
    case 'certificates':
      return {
        kind: 'Certificate added',
        at: dateFrom(data.createdAt),
        certificateNumber: textFrom(data.certificateNumber),
        learner: learnerOf(data),
        what: textFrom(data.qualification),
        detail: `Awarded ${textFrom(data.awardedDate)}; status ${textFrom(data.status)}`,
        by: '',
        reference: id,
      };
    case 'events':
      return {
        kind: 'Event',
        at: dateFrom(data.at),
        certificateNumber: '',
        learner: textFrom(data.subject),
        what: textFrom(data.action),
        detail: changesText(data.changes),
        by: textFrom(data.actorEmail),
        reference: id,
      };
    case 'attempts':
      return {
        kind: 'Failed check',
        at: dateFrom(data.attemptedAt),
        certificateNumber: textFrom(data.certificateNumber),
        learner: learnerOf(data),
        what: textFrom(data.status),
        detail: textFrom(data.userAgent),
        by: '',
        reference: id,
      };
    case 'reports':
      return {
        kind: 'Report',
        at: dateFrom(data.reportedAt),
        certificateNumber: textFrom(data.certificateNumber),
        learner: '',
        what: textFrom(data.reason),
        detail: textFrom(data.contact),
        by: '',
        reference: id,
      };
  }
}

/**
 * One page of the evidence pack: EVIDENCE_PAGE_SIZE documents of one part, then the next part.
 * Failed checks and reports name no centre: each page of them is kept to those whose number is
 * one of the centre's certificates, found by number (the public check never learns a centre).
 */
export async function fetchEvidencePage(
  db: Firestore,
  period: EvidencePeriod,
  cursor: EvidenceCursor | null,
): Promise<ExportPage<EvidenceRow, EvidenceCursor>> {
  const { part, after } = cursor ?? { part: evidenceParts[0], after: null };
  const page = await getDocs(
    query(
      partQuery(db, part, period),
      ...(after ? [startAfter(after)] : []),
      limit(EVIDENCE_PAGE_SIZE),
    ),
  );
  let docs = page.docs;
  let read = page.size;
  if (part === 'attempts' || part === 'reports') {
    const numbers = docs.map((doc) => textFrom(doc.get('certificateNumber')));
    const found = await numbersOfCentre(db, period.centreNumber, numbers);
    read += found.read;
    docs = docs.filter((doc) => found.ofCentre.has(textFrom(doc.get('certificateNumber'))));
  }
  const nextPart = evidenceParts[evidenceParts.indexOf(part) + 1];
  const next: EvidenceCursor | null =
    page.size === EVIDENCE_PAGE_SIZE
      ? { part, after: page.docs.at(-1) ?? null }
      : nextPart
        ? { part: nextPart, after: null }
        : null;
  return { rows: docs.map((doc) => rowOf(part, doc.data(), doc.id)), next, documentsRead: read };
}
