import type { CertificateDetails } from '@/domain/certificate';

import {
  addCertificateScreen,
  initialAddCertificateScreen,
  saveStatusOf,
  type AddCertificateEvent,
  type AddCertificateScreen,
} from './add-certificate-screen';
import { emptyLearnerFields } from './certificate-form-values';

const start = initialAddCertificateScreen({ fields: emptyLearnerFields, centreNumber: '87583' });

const run = (...events: AddCertificateEvent[]): AddCertificateScreen =>
  events.reduce(addCertificateScreen, start);

const details: CertificateDetails = {
  certificateNumber: '086524112',
  studentNumber: 'Q0224113',
  firstName: 'Ada',
  surname: 'Lovelace',
  courseName: '',
  awardedDate: '',
  birthYear: '02',
  centreNumber: '90210',
};
const added = { id: 'c1', certificateNumber: '086524112', studentNumber: 'Q0224113' };

describe('addCertificateScreen', () => {
  it('starts with the fields and centre given, no problem shown and nothing said', () => {
    expect(start).toEqual({
      step: 'editing',
      fields: emptyLearnerFields,
      chosenCentre: '87583',
      submitted: false,
      left: {},
      outcome: null,
    });
    expect(saveStatusOf(start)).toBeNull();
  });

  it('takes what is typed and the centre chosen, in any step', () => {
    const saving = run({ type: 'saving' });
    const typed = addCertificateScreen(saving, { type: 'typed', field: 'surname', value: 'Byrne' });
    expect(typed).toMatchObject({ step: 'saving', fields: { surname: 'Byrne' } });
    expect(
      addCertificateScreen(typed, { type: 'centre-chosen', centreNumber: '90210' }),
    ).toMatchObject({ step: 'saving', chosenCentre: '90210' });
  });

  it('checks a typed number once its field is left, and not a fresh one until typed over', () => {
    const left = run({ type: 'number-left', field: 'certificateNumber' });
    expect(left.left).toEqual({ certificateNumber: true });
    expect(
      addCertificateScreen(left, { type: 'number-renewed', field: 'certificateNumber' }).left,
    ).toEqual({ certificateNumber: false });
  });

  it('shows every problem once a save is tried, and puts the last outcome away', () => {
    const failed = run(
      { type: 'saving' },
      { type: 'save-failed', text: 'Error: Certificate Number already exists.' },
    );
    expect(addCertificateScreen(failed, { type: 'problems-found' })).toMatchObject({
      step: 'editing',
      submitted: true,
      outcome: null,
    });
  });

  it('waits for the numbers when sent while one is generated, then saves', () => {
    const waiting = run({ type: 'sent-early' });
    expect(waiting.step).toBe('waiting');
    expect(saveStatusOf(waiting)).toEqual({
      tone: 'progress',
      text: 'Waiting for the numbers...',
    });
    const saving = addCertificateScreen(waiting, { type: 'saving' });
    expect(saving).toMatchObject({ step: 'saving', stage: 'checking', submitted: true });
  });

  it('says each stage of a save, then starts a fresh form under the same centre', () => {
    const checking = run(
      { type: 'typed', field: 'firstName', value: ' Ada ' },
      { type: 'centre-chosen', centreNumber: '90210' },
      { type: 'number-left', field: 'studentNumber' },
      { type: 'saving' },
    );
    expect(saveStatusOf(checking)).toEqual({
      tone: 'progress',
      text: 'Checking for duplicates...',
    });
    const adding = addCertificateScreen(checking, { type: 'adding' });
    expect(saveStatusOf(adding)).toEqual({ tone: 'progress', text: 'Adding...' });
    expect(addCertificateScreen(adding, { type: 'added', details, added })).toEqual({
      step: 'editing',
      fields: emptyLearnerFields,
      chosenCentre: '90210',
      submitted: false,
      left: {},
      outcome: {
        tone: 'success',
        text: 'Certificate added!',
        detail:
          'Ada Lovelace: certificate 086524112, student number Q0224113. It can be verified straight away.',
      },
    });
  });

  it('says why a save failed and keeps the form as it was', () => {
    const saving = run({ type: 'typed', field: 'firstName', value: ' Ada ' }, { type: 'saving' });
    const failed = addCertificateScreen(saving, {
      type: 'save-failed',
      text: 'Error: Candidate Number already exists.',
    });
    expect(failed).toEqual({
      step: 'editing',
      fields: { ...emptyLearnerFields, firstName: ' Ada ' },
      chosenCentre: '87583',
      submitted: true,
      left: {},
      outcome: { tone: 'error', text: 'Error: Candidate Number already exists.' },
    });
    expect(saveStatusOf(failed)).toEqual({
      tone: 'error',
      text: 'Error: Candidate Number already exists.',
    });
  });

  it('ignores the steps of a save that does not belong to where the form is', () => {
    expect(run({ type: 'adding' })).toBe(start);
    expect(run({ type: 'added', details, added })).toBe(start);
    expect(run({ type: 'save-failed', text: 'Error: offline' })).toBe(start);
    const saving = run({ type: 'saving' });
    expect(addCertificateScreen(saving, { type: 'saving' })).toBe(saving);
    expect(addCertificateScreen(saving, { type: 'sent-early' })).toBe(saving);
    expect(addCertificateScreen(saving, { type: 'problems-found' })).toBe(saving);
  });
});
