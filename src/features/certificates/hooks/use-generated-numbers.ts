import { useCallback, useEffect, useRef, useState } from 'react';

import {
  awardYearOf,
  CERTIFICATE_NUMBER_PATTERN,
  generateCertificateNumber,
  generateStudentNumber,
  NumbersExhaustedError,
} from '@/domain/certificate-numbers';
import { normaliseNumber } from '@/domain/verification-index';

import type { CertificateFormApi } from '../api/certificate-form-api';

export type NumberField = 'certificateNumber' | 'studentNumber';

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

const NUMBER_FIELDS: readonly NumberField[] = ['certificateNumber', 'studentNumber'];
const waiting: GeneratedNumber = { value: '', generated: true, pending: true, problem: null };
const initialNumbers: Numbers = { certificateNumber: waiting, studentNumber: waiting };

type Regenerate = {
  awardedDate: string;
  birthYear: string;
  /** Only these numbers; both by default. */
  fields?: readonly NumberField[];
  /** Generate even a number staff typed themselves (they asked for a new one). */
  force?: boolean;
};

type Settled = PromiseSettledResult<string[]>;

function generatedNumber(make: () => string, what: string): GeneratedNumber {
  try {
    return { value: make(), generated: true, pending: false, problem: null };
  } catch (error) {
    // SPEC §8: logged, and the number left empty. Running out is the one failure staff can act on.
    console.error(`Could not generate a ${what}.`, error);
    const problem = error instanceof NumbersExhaustedError ? error.message : null;
    return { value: '', generated: true, pending: false, problem };
  }
}

function usedNumbers(result: Settled | undefined): string[] {
  if (!result) return [];
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * The certificate and student numbers of the Add Certificate form (SPEC §9): generated on
 * load, regenerated whenever the awarded date or birth year changes, but only while staff have
 * not typed their own. Each regeneration reads the used numbers of the range with one query per
 * kind. An answer that arrives after a newer request, or after staff started typing, is dropped.
 */
export function useGeneratedNumbers(api: CertificateFormApi) {
  const [numbers, setNumbers] = useState<Numbers>(initialNumbers);
  const latest = useRef(numbers);
  const requests = useRef<Record<NumberField, number>>({ certificateNumber: 0, studentNumber: 0 });

  useEffect(() => {
    latest.current = numbers;
  }, [numbers]);

  const regenerate = useCallback(
    async ({ awardedDate, birthYear, fields = NUMBER_FIELDS, force = false }: Regenerate) => {
      const current = latest.current;
      const wanted = fields.filter((field) => force || current[field].generated);
      if (wanted.length === 0) return;
      const tickets = { ...requests.current };
      for (const field of wanted) tickets[field] = ++requests.current[field];
      setNumbers((previous) => {
        const next = { ...previous };
        for (const field of wanted) next[field] = { ...waiting, value: previous[field].value };
        return next;
      });

      const awardYear = awardYearOf(awardedDate);
      const [usedCertificates, usedStudents] = await Promise.allSettled([
        wanted.includes('certificateNumber') ? api.findUsedCertificateNumbers(awardYear) : [],
        wanted.includes('studentNumber') ? api.findUsedStudentNumbers(birthYear, awardYear) : [],
      ]);
      const random = api.random ?? Math.random;
      const results: Partial<Numbers> = {};
      if (wanted.includes('certificateNumber')) {
        results.certificateNumber = generatedNumber(
          () =>
            generateCertificateNumber({
              awardYear,
              usedNumbers: usedNumbers(usedCertificates),
              random,
            }),
          'certificate number',
        );
      }
      // The student number avoids the sequence of the certificate number beside it.
      const certificateNumber = normaliseNumber(
        results.certificateNumber?.value ?? current.certificateNumber.value,
      );
      if (wanted.includes('studentNumber')) {
        results.studentNumber = generatedNumber(
          () =>
            generateStudentNumber({
              birthYear,
              awardYear,
              usedNumbers: usedNumbers(usedStudents),
              certificateNumber: CERTIFICATE_NUMBER_PATTERN.test(certificateNumber)
                ? certificateNumber
                : undefined,
              random,
            }),
          'student number',
        );
      }

      setNumbers((previous) => {
        const next = { ...previous };
        for (const field of wanted) {
          const result = results[field];
          const superseded = requests.current[field] !== tickets[field];
          if (result && !superseded && previous[field].generated) next[field] = result;
        }
        return next;
      });
    },
    [api],
  );

  /** Staff typed a number: it is theirs now, so it loses the marker and is never replaced. */
  const edit = useCallback((field: NumberField, value: string) => {
    setNumbers((previous) => ({
      ...previous,
      [field]: { value, generated: false, pending: false, problem: null },
    }));
  }, []);

  return { numbers, regenerate, edit };
}
