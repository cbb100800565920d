import { captionFor, certificatesText, noMatchTitle } from './student-list-text';
import { parseStudentSearch } from './student-search';

describe('certificatesText', () => {
  it('counts one certificate, or many', () => {
    expect(certificatesText(1)).toBe('1 certificate');
    expect(certificatesText(0)).toBe('0 certificates');
    expect(certificatesText(50)).toBe('50 certificates');
  });
});

describe('captionFor', () => {
  it('says what the list holds and in what order', () => {
    expect(captionFor(parseStudentSearch(''), '')).toBe('Certificates, newest first');
    expect(captionFor(parseStudentSearch('q8825 113'), 'q8825 113')).toBe(
      'Certificates with the number q8825 113',
    );
    expect(captionFor(parseStudentSearch('smi'), 'smi')).toBe(
      'Certificates with a surname starting “smi”, in alphabetical order',
    );
  });

  it('names the status the list is narrowed to', () => {
    expect(captionFor(parseStudentSearch('', 'withdrawn'), '')).toBe(
      'Certificates (withdrawn), newest first',
    );
    expect(captionFor(parseStudentSearch('smi', 'suspended'), 'smi')).toBe(
      'Certificates with a surname starting “smi” (suspended), in alphabetical order',
    );
  });
});

describe('noMatchTitle', () => {
  it('names the term, the status or the centre that found nothing', () => {
    expect(noMatchTitle('Zed', null, null)).toBe('No certificates match “Zed”.');
    expect(noMatchTitle('Zed', 'replaced', '90210')).toBe('No replaced certificates match “Zed”.');
    expect(noMatchTitle('', 'withdrawn', null)).toBe('No certificates are withdrawn.');
    expect(noMatchTitle('', null, '90210')).toBe(
      'No certificates are recorded under centre 90210.',
    );
  });
});
