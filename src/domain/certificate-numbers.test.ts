import {
  awardYearOf,
  birthYearDigits,
  CERTIFICATE_NUMBER_PATTERN,
  findCertificateNumber,
  findStudentNumber,
  formatCertificateNumber,
  formatStudentNumber,
  generateCertificateNumber,
  generateStudentNumber,
  numberFormatError,
  numberFormatMessages,
  NumbersExhaustedError,
  pickSequence,
  probeForSequence,
  PROBES_PER_ROUND,
  seededRandom,
  sequenceOf,
  STUDENT_NUMBER_PATTERN,
} from './certificate-numbers';

/** A random source that plays back the given values, then repeats the last. */
function scripted(...values: number[]) {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

const allFrom112 = (except: number[] = []) =>
  new Set(Array.from({ length: 888 }, (_, i) => 112 + i).filter((n) => !except.includes(n)));

describe('formats', () => {
  it('builds certificate numbers as 0865 + award year + sequence', () => {
    expect(formatCertificateNumber(2025, 417)).toBe('086525417');
    expect(formatCertificateNumber(2007, 5)).toBe('086507005');
    expect(formatCertificateNumber(2025, 417)).toMatch(CERTIFICATE_NUMBER_PATTERN);
  });

  it('builds student numbers as Q + birth year + award year + sequence', () => {
    expect(formatStudentNumber('91', 2025, 533)).toBe('Q9125533');
    expect(formatStudentNumber('91', 2025, 533)).toMatch(STUDENT_NUMBER_PATTERN);
  });

  it("uses '88' when the birth year is empty and pads a single digit", () => {
    expect(birthYearDigits('')).toBe('88');
    expect(birthYearDigits('7')).toBe('07');
    expect(birthYearDigits('a9b3')).toBe('93');
    expect(formatStudentNumber('', 2024, 112)).toBe('Q8824112');
  });

  it('reads the award year from a yyyy-mm-dd date, or the current year', () => {
    expect(awardYearOf('2019-03-14')).toBe(2019);
    expect(awardYearOf('', new Date(2026, 10, 21))).toBe(2026);
    expect(awardYearOf('14 March 2019', new Date(2026, 0, 1))).toBe(2026);
  });

  it('reads the sequence back from either kind of number', () => {
    expect(sequenceOf('086525417')).toBe(417);
    expect(sequenceOf('Q9125005')).toBe(5);
  });
});

describe('pickSequence', () => {
  it('maps the random source onto 112-999 and never into the reserved 1-111', () => {
    expect(pickSequence(new Set(), scripted(0))).toBe(112);
    expect(pickSequence(new Set(), scripted(0.999999))).toBe(999);
    const random = seededRandom(42);
    for (let i = 0; i < 2000; i += 1) {
      const sequence = pickSequence(new Set(), random);
      expect(sequence).toBeGreaterThanOrEqual(112);
      expect(sequence).toBeLessThanOrEqual(999);
    }
  });

  it('retries random picks that are already used', () => {
    expect(pickSequence(new Set([112, 113]), scripted(0, 1 / 888, 2 / 888))).toBe(114);
  });

  it('falls back to the first free sequence from 112 after 100 failed picks', () => {
    // Every random pick lands on 999, which is taken; 112-499 are taken as well.
    const used = new Set([999, ...Array.from({ length: 388 }, (_, i) => 112 + i)]);
    expect(pickSequence(used, scripted(0.999999))).toBe(500);
  });

  it('skips the sequence to avoid', () => {
    expect(pickSequence(new Set(), scripted(0, 0.5), 112)).toBe(556);
    expect(pickSequence(allFrom112([200, 300]), scripted(0), 200)).toBe(300);
  });

  it('returns null when nothing is free', () => {
    expect(pickSequence(allFrom112(), Math.random)).toBeNull();
    expect(pickSequence(allFrom112([150]), Math.random, 150)).toBeNull();
  });
});

describe('generateCertificateNumber', () => {
  it('avoids numbers already issued that year', () => {
    const number = generateCertificateNumber({
      awardYear: 2025,
      usedNumbers: ['086525112'],
      random: scripted(0, 0),
    });
    expect(number).toBe('086525113');
  });

  it('is repeatable with a seeded source', () => {
    const a = generateCertificateNumber({
      awardYear: 2024,
      usedNumbers: [],
      random: seededRandom(7),
    });
    const b = generateCertificateNumber({
      awardYear: 2024,
      usedNumbers: [],
      random: seededRandom(7),
    });
    expect(a).toBe(b);
    expect(a).toMatch(/^086524\d{3}$/);
  });

  it('says clearly when a year has no numbers left', () => {
    const usedNumbers = Array.from(allFrom112(), (n) => formatCertificateNumber(2025, n));
    expect(() => generateCertificateNumber({ awardYear: 2025, usedNumbers })).toThrow(
      new NumbersExhaustedError('No certificate numbers left for award year 2025'),
    );
  });
});

describe('generateStudentNumber', () => {
  it("does not reuse the certificate number's sequence", () => {
    const number = generateStudentNumber({
      birthYear: '91',
      awardYear: 2025,
      usedNumbers: [],
      certificateNumber: '086525112',
      random: scripted(0, 0, 0.999999),
    });
    expect(number).toBe('Q9125999');
  });

  it("defaults the birth year to '88'", () => {
    const number = generateStudentNumber({
      birthYear: '',
      awardYear: 2023,
      usedNumbers: [],
      random: scripted(0),
    });
    expect(number).toBe('Q8823112');
  });

  it('says clearly when the numbers are exhausted', () => {
    const usedNumbers = Array.from(allFrom112(), (n) => formatStudentNumber('91', 2025, n));
    expect(() => generateStudentNumber({ birthYear: '91', awardYear: 2025, usedNumbers })).toThrow(
      'No student numbers left for birth year 91 and award year 2025',
    );
  });
});

/** A register that answers probes from the numbers it holds, and records every round asked. */
function probedRegister(taken: Iterable<string> = []) {
  const held = new Set(taken);
  const rounds: string[][] = [];
  const probe = vi.fn(async (numbers: readonly string[]) => {
    rounds.push([...numbers]);
    return numbers.map((number) => !held.has(number));
  });
  return { probe, rounds, asked: () => rounds.flat() };
}

/** Sequences asked about, by a probe of sequences, and every round asked. */
function probedSequences(used: ReadonlySet<number>) {
  const rounds: number[][] = [];
  const probe = async (sequences: readonly number[]) => {
    rounds.push([...sequences]);
    return sequences.map((sequence) => !used.has(sequence));
  };
  return { probe, rounds, asked: () => rounds.flat() };
}

describe('probeForSequence', () => {
  it('asks about a few candidates a round and takes the first free one in the order asked', async () => {
    const register = probedSequences(new Set([200]));
    const random = scripted((200 - 112) / 888, (300 - 112) / 888, (400 - 112) / 888, 0.5);
    expect(await probeForSequence(register.probe, random)).toBe(300);
    expect(register.rounds).toEqual([[200, 300, 400, 556]]);
  });

  it('finds what pickSequence finds from the same random source, however full the range', async () => {
    for (const [seed, fill] of [
      [1, 0],
      [2, 0.3],
      [3, 0.9],
      [4, 0.99],
      [5, 1],
    ] as const) {
      const random = seededRandom(seed);
      const used = new Set([...allFrom112()].filter(() => random() < fill));
      const avoid = 112 + ((seed * 97) % 888);
      const expected = pickSequence(used, seededRandom(seed * 7), avoid);
      expect(
        await probeForSequence(probedSequences(used).probe, seededRandom(seed * 7), avoid),
      ).toBe(expected);
    }
  });

  it('never asks about a reserved sequence, the one to avoid, or one twice', async () => {
    const register = probedSequences(allFrom112());
    expect(await probeForSequence(register.probe, seededRandom(9), 500)).toBeNull();
    const asked = register.asked();
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toHaveLength(887);
    expect(asked).not.toContain(500);
    expect(Math.min(...asked)).toBe(112);
    expect(Math.max(...asked)).toBe(999);
    expect(register.rounds.every((round) => round.length <= PROBES_PER_ROUND)).toBe(true);
  });

  it('scans upward from 112 after 100 random tries, asking only what it has not asked', async () => {
    // Every random pick lands on 999, which is taken; 112-499 are taken as well.
    const used = new Set([999, ...Array.from({ length: 388 }, (_, i) => 112 + i)]);
    const register = probedSequences(used);
    expect(await probeForSequence(register.probe, scripted(0.999999))).toBe(500);
    expect(register.rounds[0]).toEqual([999]);
    expect(register.rounds[1]).toEqual([112, 113, 114, 115]);
    expect(register.asked()).toHaveLength(1 + 388 + 1 + 3);
  });

  it('passes a failed probe on, rather than take it for a taken number', async () => {
    const failure = new Error('unavailable');
    await expect(probeForSequence(() => Promise.reject(failure), Math.random)).rejects.toBe(
      failure,
    );
  });
});

describe('findCertificateNumber and findStudentNumber', () => {
  it('probe the register for numbers of the year and give the first free one', async () => {
    const register = probedRegister(['086525112']);
    const number = await findCertificateNumber({
      awardYear: 2025,
      probe: register.probe,
      random: scripted(0, 1 / 888),
    });
    expect(number).toBe('086525113');
    expect(register.rounds[0]).toEqual(['086525112', '086525113']);
  });

  it("give a student number that avoids the certificate number's sequence", async () => {
    const register = probedRegister();
    const number = await findStudentNumber({
      birthYear: '91',
      awardYear: 2025,
      probe: register.probe,
      certificateNumber: '086525112',
      random: scripted(0, 0, 0.999999),
    });
    expect(number).toBe('Q9125999');
    expect(register.asked()).not.toContain('Q9125112');
  });

  it("use '88' for a blank birth year", async () => {
    const register = probedRegister();
    await expect(
      findStudentNumber({
        birthYear: '',
        awardYear: 2023,
        probe: register.probe,
        random: scripted(0),
      }),
    ).resolves.toBe('Q8823112');
  });

  it('say clearly when every number of the range is taken', async () => {
    const certificates = probedRegister(
      Array.from(allFrom112(), (n) => formatCertificateNumber(2025, n)),
    );
    await expect(
      findCertificateNumber({ awardYear: 2025, probe: certificates.probe }),
    ).rejects.toThrow(new NumbersExhaustedError('No certificate numbers left for award year 2025'));
    const students = probedRegister(
      Array.from(allFrom112(), (n) => formatStudentNumber('91', 2025, n)),
    );
    await expect(
      findStudentNumber({ birthYear: '91', awardYear: 2025, probe: students.probe }),
    ).rejects.toThrow('No student numbers left for birth year 91 and award year 2025');
  });
});

describe('numberFormatError', () => {
  it('accepts each format, ignoring case and spaces as the register does', () => {
    expect(numberFormatError('certificateNumber', '0865 25 417')).toBeNull();
    expect(numberFormatError('studentNumber', 'q9225533')).toBeNull();
    expect(numberFormatError('studentNumber', '')).toBeNull();
  });

  it.each([
    ['certificateNumber', '086625417'],
    ['certificateNumber', '08652541'],
    ['certificateNumber', '0865254170'],
    ['studentNumber', 'Q92255330'],
    ['studentNumber', 'X9225533'],
    ['studentNumber', 'Q92A5533'],
  ] as const)('explains the format for %s %s', (field, value) => {
    expect(numberFormatError(field, value)).toBe(numberFormatMessages[field]);
  });
});
