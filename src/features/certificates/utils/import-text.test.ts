import { baseName, count } from './import-text';

describe('count', () => {
  it('writes thousands with a comma', () => {
    expect(count(5000)).toBe('5,000');
    expect(count(7)).toBe('7');
  });
});

describe('baseName', () => {
  it('drops the .csv ending, whatever its case', () => {
    expect(baseName('cohort.csv')).toBe('cohort');
    expect(baseName('Cohort 2026.CSV')).toBe('Cohort 2026');
    expect(baseName('cohort.txt')).toBe('cohort.txt');
  });

  it('names a file called only .csv "import"', () => {
    expect(baseName('.csv')).toBe('import');
  });
});
