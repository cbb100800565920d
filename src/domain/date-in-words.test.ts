import { awardedDateInWords, numberInWords, ordinalInWords } from './date-in-words';

describe('dates in words', () => {
  it('writes numbers and ordinals in British English', () => {
    expect(numberInWords(2025)).toBe('two thousand and twenty-five');
    expect(numberInWords(2000)).toBe('two thousand');
    expect(numberInWords(1999)).toBe('one thousand nine hundred and ninety-nine');
    expect(numberInWords(2110)).toBe('two thousand one hundred and ten');
    expect(
      [1, 2, 3, 5, 8, 9, 11, 12, 20, 21, 22, 23, 30, 31].map((n) => ordinalInWords(n)),
    ).toEqual([
      'first',
      'second',
      'third',
      'fifth',
      'eighth',
      'ninth',
      'eleventh',
      'twelfth',
      'twentieth',
      'twenty-first',
      'twenty-second',
      'twenty-third',
      'thirtieth',
      'thirty-first',
    ]);
  });

  it('writes an awarded date in words, and an old free-text date as it was recorded', () => {
    expect(awardedDateInWords('2025-06-12')).toBe(
      'the twelfth day of June two thousand and twenty-five',
    );
    expect(awardedDateInWords('2024-02-29')).toBe(
      'the twenty-ninth day of February two thousand and twenty-four',
    );
    expect(awardedDateInWords(' 14 March 2019 ')).toBe('14 March 2019');
    expect(awardedDateInWords('2025-02-30')).toBe('2025-02-30');
  });
});
