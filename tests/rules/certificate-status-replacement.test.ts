import { describe, it } from 'vitest';

import { collections } from '@/domain/collections';
import { siobhan, tomasz } from '@/testing/learners';

import { creationWrites, SIOBHAN_ID, TOMASZ_ID } from './certificate-documents';
import {
  asStaff,
  misstating,
  pendingReplacement,
  replacementWrites,
  requestedReasons,
  seedCertificateIn,
  seededSince,
} from './status-documents';
import { expectDenied, startEachTestEmpty } from './harness';

/**
 * Completing a replacement: the new certificate added (planAddCertificate) and the old one marked
 * replaced (planReplacement) in one commit, linked both ways.
 */

describe('certificate status', () => {
  startEachTestEmpty();

  describe('replacement', () => {
    it.each([
      ['without its back link on the new certificate', { newChanges: { replaces: undefined } }],
      ['naming another certificate as replaced', { newChanges: { replaces: 'cert-other' } }],
      ['linked to another new certificate', { oldChanges: { replacedBy: 'cert-other' } }],
      ['without a reason', { oldChanges: { statusReason: undefined } }],
      [
        'for a reason other than the one requested',
        { oldChanges: { statusReason: { code: 'other', note: 'Changed.' } } },
      ],
      ['that leaves the request pending', { oldChanges: { pendingStatus: 'replaced' } }],
    ])('refuses a replacement %s', async (_case, options) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      await expectDenied(asStaff(replacementWrites(options)));
    });

    it('refuses marking a certificate replaced by one that already exists, even one naming it', async () => {
      // As an administrator's repair could leave it: a certificate on the register that names,
      // as the one it replaces, a certificate that is still valid.
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      await seedCertificateIn(TOMASZ_ID, tomasz, { replaces: SIOBHAN_ID });
      const adding = new Set(
        (await creationWrites(TOMASZ_ID, tomasz, { replaces: SIOBHAN_ID })).map(({ path }) => path),
      );
      const marking = (await replacementWrites()).filter(({ path }) => !adding.has(path));
      await expectDenied(asStaff(Promise.resolve(marking)));
    });

    it.each([
      ['the new certificate it names', 'replacedBy', 'cert-other'],
      ['the certificate it replaces', 'replaces', 'cert-other'],
    ])('refuses a replacement whose event misstates %s', async (_case, field, to) => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      await expectDenied(asStaff(replacementWrites().then((w) => misstating(w, field, to))));
    });

    it('refuses a new certificate naming as replaced one that is valid, whatever link it holds', async () => {
      // A state no step leaves: a valid certificate already naming a replacement.
      await seedCertificateIn(TOMASZ_ID, tomasz, { replacedBy: 'cert-new' });
      await expectDenied(asStaff(creationWrites('cert-new', siobhan, { replaces: TOMASZ_ID })));
    });

    it('refuses a second certificate claiming to replace one another has replaced', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {
        status: 'replaced',
        statusReason: requestedReasons.replaced,
        statusChangedAt: seededSince,
        replacedBy: TOMASZ_ID,
      });
      const second = { ...tomasz, certificateNumber: '086529011', studentNumber: 'Q7000011' };
      await expectDenied(asStaff(creationWrites('cert-second', second, { replaces: SIOBHAN_ID })));
    });

    it('refuses a new certificate claiming to replace one that is not marked', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, {});
      await expectDenied(asStaff(creationWrites(TOMASZ_ID, tomasz, { replaces: SIOBHAN_ID })));
    });

    it('leaves the old index entries answering, as replaced', async () => {
      await seedCertificateIn(SIOBHAN_ID, siobhan, pendingReplacement);
      const writes = (await replacementWrites()).filter(
        (write) =>
          !write.path.startsWith(`${collections.verificationIndex}/`) ||
          write.op !== 'set' ||
          write.data.certificateId !== SIOBHAN_ID,
      );
      await expectDenied(asStaff(Promise.resolve(writes)));
    });
  });
});
