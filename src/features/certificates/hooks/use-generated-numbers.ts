import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';

import {
  awardYearOf,
  CERTIFICATE_NUMBER_PATTERN,
  NumbersExhaustedError,
  type NumberField,
} from '@/domain/certificate-numbers';
import { normaliseNumber } from '@/domain/verification-index';

import type { CertificateFormApi } from '../api/certificate-form-api';
import { numberQueries } from '../api/certificate-queries';
import {
  editsOf,
  initialNumberDrafts,
  numberDrafts,
  type NumberDraft,
} from '../utils/number-drafts';

export type { NumberField };

export type GeneratedNumber = {
  value: string;
  /** Still as generated: the marker shows, and a new date or birth year replaces it. */
  generated: boolean;
  /** A number is being worked out. */
  pending: boolean;
  /** Why no number could be given, when staff must know: every number of the year is used. */
  problem: string | null;
};

export type Numbers = Record<NumberField, GeneratedNumber>;

type Years = { awardedDate: string; birthYear: string };

function fieldState(
  draft: NumberDraft,
  query: { data?: string; error: unknown; isFetching: boolean },
): GeneratedNumber {
  if (draft.typed !== null) {
    return { value: draft.typed, generated: false, pending: false, problem: null };
  }
  // A failure is logged (by the query client) and the number left empty. Running out is the one
  // failure staff can act on.
  const problem = query.error instanceof NumbersExhaustedError ? query.error.message : null;
  return { value: query.data ?? '', generated: true, pending: query.isFetching, problem };
}

/**
 * The certificate and student numbers of the Add Certificate form (docs/product.md, Number
 * formats). Each field shows what the person typed, or else the number generated for the current
 * awarded date, birth year and round: a new date or birth year is a new query, so the numbers
 * regenerate, and a generation still in flight can never replace what was typed (issue 20). Each
 * generation probes the registry for a few candidates at a time, one document each
 * (src/domain/certificate-numbers.ts).
 */
export function useGeneratedNumbers(api: CertificateFormApi, { awardedDate, birthYear }: Years) {
  const queryClient = useQueryClient();
  const [drafts, dispatch] = useReducer(numberDrafts, initialNumberDrafts);
  const awardYear = awardYearOf(awardedDate);
  const random = api.random ?? Math.random;
  const generation = (round: number) => ({ awardYear, birthYear, round, random });

  const certificateQuery = numberQueries.generatedCertificate(
    generation(drafts.certificateNumber.round),
    api.probeCertificateNumbers,
  );
  const certificate = useQuery({
    ...certificateQuery,
    enabled: drafts.certificateNumber.typed === null,
  });

  /** The certificate number beside the student number, whose sequence the student avoids. */
  async function certificateBeside(): Promise<string | undefined> {
    const typed = drafts.certificateNumber.typed;
    const number =
      typed ?? (await queryClient.fetchQuery(certificateQuery).catch(() => undefined)) ?? '';
    const normalised = normaliseNumber(number);
    return CERTIFICATE_NUMBER_PATTERN.test(normalised) ? normalised : undefined;
  }

  const student = useQuery({
    ...numberQueries.generatedStudent(
      generation(drafts.studentNumber.round),
      api.probeStudentNumbers,
      certificateBeside,
    ),
    enabled: drafts.studentNumber.typed === null,
  });

  const numbers: Numbers = {
    certificateNumber: fieldState(drafts.certificateNumber, certificate),
    studentNumber: fieldState(drafts.studentNumber, student),
  };

  return {
    numbers,
    /** The person typed in a number field: it is theirs until they ask for a generated one. */
    edit: (field: NumberField, value: string) => dispatch({ type: 'typed', field, value }),
    /** 'Generate': a fresh number for this field, replacing whatever it holds. */
    generate: (field: NumberField) => dispatch({ type: 'generate', field }),
    /** Read as a save begins; hand it to `startAfresh` when the save succeeds. */
    edits: editsOf(drafts),
    /** A fresh form after a save: new numbers, except where the person typed since it began. */
    startAfresh: (since: Record<NumberField, number>) =>
      dispatch({ type: 'fresh-form', edits: since }),
  };
}
