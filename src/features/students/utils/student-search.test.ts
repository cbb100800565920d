import { parseStudentSearch, prefixEnd } from './student-search';

describe('parseStudentSearch', () => {
  it('is everything when blank', () => {
    expect(parseStudentSearch('')).toEqual({ kind: 'all' });
    expect(parseStudentSearch('   ')).toEqual({ kind: 'all' });
  });

  it('looks up a term with a digit as a number, normalised as the register holds it', () => {
    expect(parseStudentSearch(' 0865 24 318 ')).toEqual({ kind: 'number', number: '086524318' });
    expect(parseStudentSearch('q9224470')).toEqual({ kind: 'number', number: 'Q9224470' });
  });

  it('looks up anything else as the start of a surname, in lower case', () => {
    expect(parseStudentSearch("  O'Con ")).toEqual({ kind: 'surname', prefix: "o'con" });
    expect(parseStudentSearch('WIŚ')).toEqual({ kind: 'surname', prefix: 'wiś' });
    expect(parseStudentSearch('de  la')).toEqual({ kind: 'surname', prefix: 'de la' });
  });
});

describe('prefixEnd', () => {
  it('bounds every surname that starts with the prefix and no other', () => {
    const end = prefixEnd('smi');
    for (const inside of ['smi', 'smith', 'smith-jones', 'smiłowski']) {
      expect(inside >= 'smi' && inside < end).toBe(true);
    }
    for (const outside of ['sm', 'smj', 'snow']) {
      expect(outside >= 'smi' && outside < end).toBe(false);
    }
  });
});
