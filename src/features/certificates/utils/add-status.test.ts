import { DuplicateNumberError } from '@/domain/duplicate-number-error';

import { addErrorText, addStatusText } from './add-status';

describe('add certificate messages', () => {
  it('uses the spec wording for progress and duplicates', () => {
    expect(addStatusText).toEqual({
      checking: 'Checking for duplicates...',
      adding: 'Adding...',
      added: 'Certificate added!',
    });
    expect(addErrorText(new DuplicateNumberError('certificate', '086525112'))).toBe(
      'Error: Certificate Number already exists.',
    );
    expect(addErrorText(new DuplicateNumberError('student', 'Q8825113'))).toBe(
      'Error: Candidate Number already exists.',
    );
  });

  it("prefixes any other failure's message with 'Error: '", () => {
    expect(addErrorText(new Error('Missing or insufficient permissions.'))).toBe(
      'Error: Missing or insufficient permissions.',
    );
    expect(addErrorText('offline')).toBe('Error: offline');
    expect(addErrorText({ weird: true })).toBe('Error: The certificate could not be saved.');
    expect(addErrorText(new Error(''))).toBe('Error: The certificate could not be saved.');
  });
});
