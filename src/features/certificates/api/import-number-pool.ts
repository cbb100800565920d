import type { Firestore } from 'firebase/firestore/lite';

import type { CertificateDetails } from '@/domain/certificate';
import {
  awardYearOf,
  birthYearDigits,
  findCertificateNumber,
  findStudentNumber,
  formatCertificateNumber,
  formatStudentNumber,
  sequenceOf,
  type NumberProbe,
} from '@/domain/certificate-numbers';

import { certificateNumberProbe, studentNumberProbe } from './probe-numbers';

/** A number's range: the number without its three-digit sequence. */
const rangeOf = (number: string) => number.slice(0, -3);

/**
 * The numbers an import generates, each found free by probing the registries as the Add form
 * finds one (src/domain/certificate-numbers.ts). What the probes learn is kept for the rest of the
 * import: a number found taken is not asked about again, and one found free but not used is
 * handed to a later row of its range without another read. Numbers the file supplies are held
 * back from the start, and a number handed out is never offered again, however many rows are
 * under way at once. A number someone else took meanwhile is refused by its row's transaction;
 * the row asks again with `fresh`, which forgets what was found free in its ranges.
 */
export class NumberPool {
  /** Numbers known taken: supplied by the file, handed out, or found taken. */
  private readonly taken: Set<string>;
  /** Numbers found free and not handed out yet, by range. */
  private readonly spare = new Map<string, Set<string>>();
  private readonly probes: Record<'certificate' | 'student', NumberProbe>;

  constructor(firestore: Firestore, reserved: ReadonlySet<string>) {
    this.taken = new Set(reserved);
    this.probes = {
      certificate: certificateNumberProbe(firestore),
      student: studentNumberProbe(firestore),
    };
  }

  private sparesOf(range: string): Set<string> {
    const spares = this.spare.get(range) ?? new Set<string>();
    this.spare.set(range, spares);
    return spares;
  }

  /** Reads only what the pool does not know yet, and remembers what it learns. */
  private probeThrough(registry: NumberProbe): NumberProbe {
    return async (numbers) => {
      const unknown = numbers.filter(
        (number) => !this.taken.has(number) && !this.sparesOf(rangeOf(number)).has(number),
      );
      const answers = unknown.length > 0 ? await registry(unknown) : [];
      unknown.forEach((number, index) => {
        if (answers[index] === true) this.sparesOf(rangeOf(number)).add(number);
        else this.taken.add(number);
      });
      return numbers.map((number) => !this.taken.has(number));
    };
  }

  /** A free number of `range`: a spare one, or one found by `find`; handed out at once. */
  private async next(
    range: string,
    registry: NumberProbe,
    find: (probe: NumberProbe) => Promise<string>,
    avoid?: number,
  ): Promise<string> {
    for (;;) {
      const spares = this.sparesOf(range);
      const spare = [...spares].find((number) => sequenceOf(number) !== avoid);
      const number = spare ?? (await find(this.probeThrough(registry)));
      // Another row may have been handed this number while the probe was under way.
      if (!this.taken.has(number)) {
        this.taken.add(number);
        this.sparesOf(range).delete(number);
        return number;
      }
    }
  }

  async numbersFor(details: CertificateDetails, fresh: boolean) {
    const awardYear = awardYearOf(details.awardedDate);
    const birthYear = birthYearDigits(details.birthYear);
    let certificateNumber = details.certificateNumber;
    if (!certificateNumber) {
      const range = rangeOf(formatCertificateNumber(awardYear, 0));
      if (fresh) this.spare.delete(range);
      certificateNumber = await this.next(range, this.probes.certificate, (probe) =>
        findCertificateNumber({ awardYear, probe }),
      );
    }
    let studentNumber = details.studentNumber;
    if (!studentNumber) {
      const range = rangeOf(formatStudentNumber(birthYear, awardYear, 0));
      if (fresh) this.spare.delete(range);
      const beside = certificateNumber;
      studentNumber = await this.next(
        range,
        this.probes.student,
        (probe) => findStudentNumber({ birthYear, awardYear, probe, certificateNumber: beside }),
        sequenceOf(beside),
      );
    }
    return { ...details, certificateNumber, studentNumber };
  }
}
