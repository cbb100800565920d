import { describe, expect, it } from 'vitest';

import { siobhan } from '@/testing/learners';
import { storedCertificate } from '@/testing/certificates';

import { editStageOf } from './edit-stage';

/** One part of an edit, as far as the learner's address is concerned (edit-stage.ts). */
describe('editStageOf and the learner’s address', () => {
  it('leaves a record from before addresses were kept without one, unless the edit gives one', async () => {
    const old = await storedCertificate(siobhan);
    delete old.learnerEmail;
    const course = { ...siobhan, courseName: 'Larkfield Level 3 Award (RQF)' };
    const plain = await editStageOf('cert-1', old, () => course);
    expect('learnerEmail' in plain.fields).toBe(false);
    const given = await editStageOf('cert-1', old, () => ({
      ...course,
      learnerEmail: ' Siobhan@Example.org ',
    }));
    expect(given.fields.learnerEmail).toBe('siobhan@example.org');
  });

  it('writes the address of a record that has one, so that it can be taken away', async () => {
    const stored = await storedCertificate({ ...siobhan, learnerEmail: 'siobhan@example.org' });
    const cleared = await editStageOf('cert-1', stored, () => ({ ...siobhan, learnerEmail: '' }));
    expect(cleared.fields.learnerEmail).toBe('');
  });
});
