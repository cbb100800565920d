import type { Certificate } from '@/domain/certificate';
import { certificateFromData } from '@/lib/certificate-converter';

import { editableDetailsOf } from './student-details';
import {
  initialDetailsForm,
  studentDetailsForm,
  type DetailsForm,
  type DetailsFormEvent,
} from './student-details-form';

const certificate: Certificate = certificateFromData('cert-1', {
  certificateNumber: '086525112',
  studentNumber: 'Q8825112',
  firstName: 'Ada',
  surname: 'Smith',
  courseName: '',
  awardedDate: '14 March 2019',
  birthYear: '88',
  centreNumber: '87583',
  createdAt: new Date(2025, 2, 12),
});
const opened = editableDetailsOf(certificate);
const stored = { ...opened, surname: 'Smith-Jones' };

const run = (...events: DetailsFormEvent[]): DetailsForm =>
  events.reduce(studentDetailsForm, initialDetailsForm(certificate));

describe('studentDetailsForm', () => {
  it('starts with the record as opened, as both the fields and what is saved', () => {
    expect(initialDetailsForm(certificate)).toEqual({
      step: 'editing',
      saved: opened,
      fields: opened,
      submitted: false,
      outcome: null,
    });
  });

  it('takes what is typed, and shows the problems once a save is tried', () => {
    const state = run({ type: 'typed', field: 'surname', value: '' }, { type: 'problems-found' });
    expect(state).toMatchObject({ step: 'editing', submitted: true, outcome: null });
    expect(state.fields.surname).toBe('');
    expect(state.saved).toEqual(opened);
  });

  it('saves, then holds the record as stored, its problems put away', () => {
    const saving = run(
      { type: 'typed', field: 'surname', value: 'Smith-Jones ' },
      { type: 'saving' },
    );
    expect(saving).toMatchObject({ step: 'saving', submitted: true });
    expect(studentDetailsForm(saving, { type: 'saved', stored })).toEqual({
      step: 'editing',
      saved: stored,
      fields: stored,
      submitted: false,
      outcome: { tone: 'saved' },
    });
  });

  it('says why a save failed and keeps what was typed', () => {
    const failed = run(
      { type: 'typed', field: 'surname', value: 'Jones' },
      { type: 'saving' },
      { type: 'save-failed', text: 'Error saving: Candidate Number already exists.' },
    );
    expect(failed).toMatchObject({
      step: 'editing',
      submitted: true,
      outcome: { tone: 'error', text: 'Error saving: Candidate Number already exists.' },
    });
    expect(failed.fields.surname).toBe('Jones');
    expect(failed.saved).toEqual(opened);
  });

  it('puts the last outcome away at the next change, but not while saving', () => {
    const saved = run({ type: 'saving' }, { type: 'saved', stored });
    expect(
      studentDetailsForm(saved, { type: 'typed', field: 'firstName', value: 'A' }),
    ).toMatchObject({ outcome: null, fields: { firstName: 'A' } });
    const saving = run({ type: 'saving' });
    expect(studentDetailsForm(saving, { type: 'typed', field: 'firstName', value: 'A' })).toEqual({
      ...saving,
      fields: { ...opened, firstName: 'A' },
    });
  });

  it('ignores a save that does not belong to the step', () => {
    const editing = run();
    expect(studentDetailsForm(editing, { type: 'saved', stored })).toBe(editing);
    expect(studentDetailsForm(editing, { type: 'save-failed', text: 'No.' })).toBe(editing);
    const saving = run({ type: 'saving' });
    expect(studentDetailsForm(saving, { type: 'saving' })).toBe(saving);
    expect(studentDetailsForm(saving, { type: 'problems-found' })).toBe(saving);
  });
});
