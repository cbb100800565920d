import { DuplicateNumberError } from '@/domain/duplicate-number-error';

import { CertificateMissingError } from '../errors';
import { saveErrorText, saveStatusText } from './save-messages';

describe('save messages', () => {
  it('uses the spec wording for progress and success', () => {
    expect(saveStatusText).toEqual({ saving: 'Saving...', saved: 'Saved!' });
  });

  it('names the number that is already in use', () => {
    expect(saveErrorText(new DuplicateNumberError('certificate', '086525112'))).toBe(
      'Error saving: Certificate Number already exists.',
    );
    expect(saveErrorText(new DuplicateNumberError('student', 'Q8825113'))).toBe(
      'Error saving: Candidate Number already exists.',
    );
  });

  it('explains database refusals in words staff can act on', () => {
    expect(
      saveErrorText({ code: 'permission-denied', message: 'Missing or insufficient permissions.' }),
    ).toBe(
      'Error saving: The register refused the change. Check that you are signed in with a staff account and try again.',
    );
    expect(saveErrorText({ code: 'unavailable' })).toMatch(/could not be reached/);
    expect(saveErrorText(new CertificateMissingError())).toBe(
      'Error saving: This record is no longer on the register.',
    );
  });

  it("falls back to the failure's own message, then to a general one", () => {
    expect(saveErrorText(new Error('Quota exceeded.'))).toBe('Error saving: Quota exceeded.');
    expect(saveErrorText('offline')).toBe('Error saving: offline');
    expect(saveErrorText(undefined)).toBe('Error saving: The changes could not be saved.');
  });
});
