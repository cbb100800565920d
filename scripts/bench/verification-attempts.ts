import {
  validateVerificationInput,
  type VerificationInput,
  type VerificationQuery,
} from '../../src/domain/verification-input';
import { cycle } from '../lib/demo/demo-random';
import { benchCertificate } from './seed';

/** The public check's benchmark attempts: what visitors type, and whether it should match. */

type Attempt = { input: VerificationInput; matches: boolean };

/**
 * The attempts, the same every run: of each six, three match (by certificate number with the
 * names typed carelessly, by both numbers, by student number alone) and three do not (a real
 * certificate number with the wrong surname and a real student number, a number never issued,
 * a real student number with the wrong first name).
 */
export function verificationAttempts(count: number, certificates: number, latestYear: number) {
  return Array.from({ length: count }, (_, index): Attempt => {
    const certificate = benchCertificate((index * 7919) % certificates, latestYear);
    const names = { firstName: certificate.firstName, surname: certificate.surname };
    const careless = {
      firstName: `  ${certificate.firstName.toUpperCase()} `,
      surname: certificate.surname.toLowerCase(),
    };
    const shapes: Attempt[] = [
      {
        input: { certificateNumber: certificate.certificateNumber, studentNumber: '', ...careless },
        matches: true,
      },
      {
        input: {
          certificateNumber: certificate.certificateNumber,
          studentNumber: certificate.studentNumber,
          firstName: certificate.firstName,
          surname: `${certificate.surname}x`,
        },
        matches: false,
      },
      {
        input: {
          certificateNumber: ` ${certificate.certificateNumber.slice(0, 4)} ${certificate.certificateNumber.slice(4)}`,
          studentNumber: certificate.studentNumber,
          ...names,
        },
        matches: true,
      },
      {
        input: { certificateNumber: '086500001', studentNumber: 'Q0000001', ...names },
        matches: false,
      },
      {
        input: {
          certificateNumber: '',
          studentNumber: certificate.studentNumber.toLowerCase(),
          ...names,
        },
        matches: true,
      },
      {
        input: {
          certificateNumber: '',
          studentNumber: certificate.studentNumber,
          firstName: cycle(['Alex', 'Sam', 'Jo'], index),
          surname: certificate.surname,
        },
        matches: false,
      },
    ];
    return cycle(shapes, index);
  });
}

export function queryOf(input: VerificationInput): VerificationQuery {
  const validation = validateVerificationInput(input);
  if (!validation.ok) throw new Error(`Bad attempt: ${JSON.stringify(validation.errors)}`);
  return validation.query;
}
