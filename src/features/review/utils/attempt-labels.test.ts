import { attemptName, attemptReference, attemptSource, suspiciousLabel } from './attempt-labels';

describe('attemptName', () => {
  it('joins the names as recorded', () => {
    expect(attemptName({ firstName: 'mary', surname: 'smith' })).toBe('mary smith');
  });

  it('copes with a missing name', () => {
    expect(attemptName({ firstName: '', surname: 'smith' })).toBe('smith');
    expect(attemptName({ firstName: '', surname: '' })).toBe('No name given');
  });
});

describe('attemptReference', () => {
  it('prefers the certificate number', () => {
    expect(attemptReference({ certificateNumber: '086524318', studentNumber: 'Q92244705' })).toBe(
      'Certificate 086524318',
    );
  });

  it('falls back to the student number', () => {
    expect(attemptReference({ certificateNumber: null, studentNumber: 'Q92244705' })).toBe(
      'Student Q92244705',
    );
  });

  it('says when neither was given', () => {
    expect(attemptReference({ certificateNumber: null, studentNumber: null })).toBe(
      'No ID provided',
    );
  });
});

describe('suspiciousLabel', () => {
  it('labels suspicious records by their stage', () => {
    expect(suspiciousLabel({ status: 'suspicious', isUnderInvestigation: false })).toBe(
      'Flagged as Suspicious',
    );
    expect(suspiciousLabel({ status: 'suspicious', isUnderInvestigation: true })).toBe(
      'Under Investigation',
    );
  });

  it('gives failed records no label', () => {
    expect(suspiciousLabel({ status: 'failed', isUnderInvestigation: false })).toBeNull();
  });
});

describe('attemptSource', () => {
  it('names the organisation whose batch check filed it', () => {
    expect(attemptSource({ organisation: 'Acme Recruitment' })).toBe(
      'From a batch check by Acme Recruitment',
    );
  });

  it('says a visitor’s check came from the public page', () => {
    expect(attemptSource({ organisation: null })).toBe('From the public verification page');
  });
});
