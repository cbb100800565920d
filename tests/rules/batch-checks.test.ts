import { collection, doc, query, Timestamp, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { BATCH_KEY_LIMIT } from '@/domain/limits';
import { siobhan, tomasz } from '@/testing/learners';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  batchAttemptPath,
  batchAttemptWrites,
  batchPath,
  batchQuotaPath,
  batchWrites,
  receiptPath,
  resultPath,
  resultWrites,
  seedBatch,
  seedBatchQuota,
  seedIndexed,
  standingOf,
  uidOf,
  visitorReceiptWrites,
} from './batch-documents';
import { SIOBHAN_ID, TOMASZ_ID } from './certificate-documents';
import {
  actorOf,
  clientTime,
  expectAllowed,
  expectDenied,
  firestoreAs,
  projectId as PROJECT_ID,
  restToken,
  startEachTestEmpty,
  type Caller,
} from './harness';
import { checkWrites, seedCheck, unknownKey } from './public-check-documents';
import { altering, commit, without } from './writes';

/**
 * Employers' batch checks (docs/decisions/030-verifier-batch-checks.md), tried as a hostile
 * verifier would: batches past its allowance, of too many keys, without the lawful basis or the
 * quota; reads of keys outside its latest batch; results that say what the index does not;
 * another verifier's batches, quota and results; receipts listed.
 */

const WITHDRAWN = {
  status: 'withdrawn',
  statusChangedAt: new Date('2026-03-03T10:00:00Z'),
} as const;
const keysOf = (count: number, seedText = 'k') =>
  Array.from({ length: count }, (_, index) => unknownKey(`${seedText}${index}`));

const verifierDb = () => firestoreAs('verifier');
const getIndex = async (who: Caller, key: string) =>
  getDocFromServer(doc(await firestoreAs(who), collections.verificationIndex, key));

describe('batch checks', () => {
  startEachTestEmpty();

  describe('logging a batch', () => {
    it('is allowed to an active verifier, with its receipt and its day starting', async () => {
      await expectAllowed(commit(await verifierDb(), batchWrites('verifier', { keys: keysOf(3) })));
      const quota = await getDocFromServer(
        doc(await verifierDb(), batchQuotaPath(uidOf('verifier'))),
      );
      expect(quota.data()).toMatchObject({ rows: 3, lastBatchId: 'batch-1' });
    });

    it.each<Caller>(['signedIn', 'suspendedVerifier', 'staff', 'centreStaff', 'visitor'])(
      'is refused to %s, which is no active verifier',
      async (who) => {
        const { uid } = actorOf(who);
        const writes = batchWrites('verifier', { keys: keysOf(2) }).map((write) =>
          write.op === 'delete' ? write : { ...write, data: { ...write.data, uid } },
        );
        await expectDenied(commit(await firestoreAs(who), writes));
      },
    );

    it('is refused without the lawful basis confirmed', async () => {
      const writes = batchWrites('verifier', { keys: keysOf(2) });
      await expectDenied(
        commit(
          await verifierDb(),
          altering(writes, batchPath('batch-1'), { basisConfirmed: false }),
        ),
      );
    });

    it(`is refused for ${BATCH_KEY_LIMIT + 1} keys, and allowed for ${BATCH_KEY_LIMIT}`, async () => {
      const over = batchWrites('verifier', { keys: keysOf(BATCH_KEY_LIMIT + 1) });
      await expectDenied(commit(await verifierDb(), over));
      await expectAllowed(
        commit(await verifierDb(), batchWrites('verifier', { keys: keysOf(BATCH_KEY_LIMIT) })),
      );
    });

    it('is refused without its quota, or with a quota that counts fewer rows or names another batch', async () => {
      const writes = batchWrites('verifier', { keys: keysOf(5) });
      const quota = batchQuotaPath(uidOf('verifier'));
      await expectDenied(commit(await verifierDb(), without(writes, quota)));
      await expectDenied(commit(await verifierDb(), altering(writes, quota, { rows: 1 })));
      await expectDenied(
        commit(await verifierDb(), altering(writes, quota, { lastBatchId: 'batch-2' })),
      );
    });

    it('is refused for a second batch riding on one count', async () => {
      const writes = batchWrites('verifier', { keys: keysOf(2) });
      const first = writes.find((write) => write.path === batchPath('batch-1'))!;
      await expectDenied(
        commit(await verifierDb(), [...writes, { ...first, path: batchPath('b2') }]),
      );
    });

    it('is refused in another verifier’s name or organisation', async () => {
      const writes = batchWrites('verifier', { keys: keysOf(2) });
      await expectDenied(
        commit(
          await verifierDb(),
          altering(writes, batchPath('batch-1'), { organisation: 'Brook Agency' }),
        ),
      );
      await expectDenied(
        commit(await verifierDb(), batchWrites('otherVerifier', { keys: keysOf(2) })),
      );
    });

    it('is refused in shapes the batch page never writes', async () => {
      const writes = batchWrites('verifier', { keys: keysOf(2) });
      const yearOn = Timestamp.fromMillis(Date.now() + 365 * 24 * 60 * 60_000);
      for (const changes of [
        { names: ['ada lovelace'] },
        { keys: [] },
        { keys: 'a'.repeat(64) },
        { expiresAt: yearOn },
        { firstRow: -1 },
        { firstRow: 0.5 },
        { at: clientTime() },
        { receiptId: 'receipt-2' },
      ]) {
        await expectDenied(
          commit(await verifierDb(), altering(writes, batchPath('batch-1'), changes)),
        );
      }
      for (const changes of [
        { rowCount: 1 },
        { rowCount: 1001 },
        { organisation: 'Brook Agency' },
      ]) {
        await expectDenied(
          commit(await verifierDb(), altering(writes, receiptPath('receipt-1'), changes)),
        );
      }
      for (const changes of [{ expiresAt: yearOn }, { limit: 5000 }, { lastAt: clientTime() }]) {
        await expectDenied(
          commit(await verifierDb(), altering(writes, batchQuotaPath(uidOf('verifier')), changes)),
        );
      }
      await expectAllowed(commit(await verifierDb(), writes));
    });

    it('is refused past the day’s allowance, and allowed up to it', async () => {
      await seedBatchQuota('verifier', { rows: 450, minutesAgo: 60 });
      const step = { kind: 'continue', rowsBefore: 450 } as const;
      await expectDenied(
        commit(await verifierDb(), batchWrites('verifier', { keys: keysOf(51), step })),
      );
      await expectAllowed(
        commit(await verifierDb(), batchWrites('verifier', { keys: keysOf(50), step })),
      );
    });

    it('starts a new day only when the last has ended', async () => {
      await seedBatchQuota('verifier', { rows: 500, minutesAgo: 60 });
      await expectDenied(commit(await verifierDb(), batchWrites('verifier', { keys: keysOf(2) })));
      // A new day starts now: not back-dated, so that it would end sooner.
      await seedBatchQuota('verifier', { rows: 10, minutesAgo: 24 * 60 + 1 });
      const backDated = altering(
        batchWrites('verifier', { keys: keysOf(2), step: { kind: 'continue', rowsBefore: 10 } }),
        batchQuotaPath(uidOf('verifier')),
        { windowStart: Timestamp.fromMillis(Date.now() - 23 * 60 * 60_000) },
      );
      await expectDenied(commit(await verifierDb(), backDated));
      await seedBatchQuota('verifier', { rows: 500, minutesAgo: 24 * 60 + 1 });
      await expectAllowed(commit(await verifierDb(), batchWrites('verifier', { keys: keysOf(2) })));
    });

    it('continues a run under its own receipt, never under another verifier’s', async () => {
      await seedBatch('otherVerifier', keysOf(2), { receiptId: 'their-receipt', minutesAgo: 1 });
      await seedBatch('verifier', keysOf(2), { minutesAgo: 1 });
      const later = (receiptId: string) =>
        batchWrites('verifier', {
          batchId: 'batch-2',
          keys: keysOf(1, 'x'),
          receiptId,
          firstRow: 1,
          step: { kind: 'continue', rowsBefore: 2 },
        });
      await expectDenied(commit(await verifierDb(), later('their-receipt')));
      await expectAllowed(commit(await verifierDb(), later('receipt-1')));
    });
  });

  describe('reading the index', () => {
    it('answers a verifier the keys of its latest batch of the last ten minutes only', async () => {
      const { certificate, student } = await seedIndexed(SIOBHAN_ID, siobhan);
      await seedBatch('verifier', [certificate]);
      await expectAllowed(getIndex('verifier', certificate));
      await expectDenied(getIndex('verifier', student));
      await expectDenied(getIndex('otherVerifier', certificate));
      await seedBatch('verifier', [certificate], {
        batchId: 'batch-stale',
        receiptId: 'receipt-stale',
        minutesAgo: 11,
      });
      await expectDenied(getIndex('verifier', certificate));
    });

    it('forgets an earlier batch’s keys once a later one is logged', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      await seedBatch('verifier', [certificate]);
      await seedBatch('verifier', keysOf(1), { batchId: 'batch-2', receiptId: 'receipt-2' });
      await expectDenied(getIndex('verifier', certificate));
    });
  });

  describe('results', () => {
    it('are kept once, exactly as the index said, under the number’s id', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan, WITHDRAWN);
      await seedBatch('verifier', [certificate, unknownKey('none')]);
      const found = await resultWrites({
        certificateNumber: siobhan.certificateNumber!,
        standing: standingOf(WITHDRAWN),
      });
      await expectAllowed(commit(await verifierDb(), found));
      // Created once: nobody writes it again.
      await expectDenied(commit(await verifierDb(), found));
      const missing = await resultWrites({
        row: 1,
        certificateNumber: '086599999',
        standing: null,
      });
      await expectAllowed(commit(await verifierDb(), missing));
    });

    it('are refused when they say "valid" of a withdrawn certificate, or the wrong date', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan, WITHDRAWN);
      await seedBatch('verifier', [certificate]);
      const number = siobhan.certificateNumber!;
      await expectDenied(
        commit(
          await verifierDb(),
          await resultWrites({
            certificateNumber: number,
            standing: { status: 'valid', statusChangedAt: null },
          }),
        ),
      );
      await expectDenied(
        commit(
          await verifierDb(),
          await resultWrites({
            certificateNumber: number,
            standing: { status: 'withdrawn', statusChangedAt: Timestamp.now() },
          }),
        ),
      );
    });

    it('are refused when they say "no match" of a found key, or "found" of a missing one', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      await seedBatch('verifier', [certificate, unknownKey('none')]);
      await expectDenied(
        commit(
          await verifierDb(),
          await resultWrites({ certificateNumber: '086599999', standing: null }),
        ),
      );
      await expectDenied(
        commit(
          await verifierDb(),
          await resultWrites({
            row: 1,
            certificateNumber: siobhan.certificateNumber!,
            standing: standingOf({ status: 'valid', statusChangedAt: null }),
          }),
        ),
      );
    });

    it('are refused under another certificate’s number, for a row outside the batch, or on another’s batch', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      const other = await seedIndexed(TOMASZ_ID, tomasz);
      await seedBatch('verifier', [certificate]);
      const valid = standingOf({ status: 'valid', statusChangedAt: null });
      await expectDenied(
        commit(
          await verifierDb(),
          await resultWrites({ certificateNumber: tomasz.certificateNumber!, standing: valid }),
        ),
      );
      await expectDenied(
        commit(
          await verifierDb(),
          await resultWrites({ row: 1, certificateNumber: '086599999', standing: null }),
        ),
      );
      await seedBatch('otherVerifier', [other.certificate], {
        batchId: 'their-batch',
        receiptId: 'their-receipt',
      });
      await expectDenied(
        commit(
          await verifierDb(),
          await resultWrites({
            batchId: 'their-batch',
            receiptId: 'their-receipt',
            certificateNumber: tomasz.certificateNumber!,
            standing: valid,
          }),
        ),
      );
    });

    it('are refused in shapes the batch page never writes', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      await seedBatch('verifier', [certificate]);
      const writes = await resultWrites({
        certificateNumber: siobhan.certificateNumber!,
        standing: standingOf({ status: 'valid', statusChangedAt: null }),
      });
      const path = await resultPath('receipt-1', siobhan.certificateNumber!);
      for (const changes of [
        { certificateNumber: siobhan.certificateNumber },
        { at: clientTime() },
        { row: -1 },
        { row: '0' },
        { found: 'yes' },
        { receiptId: 'receipt-2' },
        // Kept in another account's name, to show in its history.
        { uid: uidOf('otherVerifier') },
      ]) {
        await expectDenied(commit(await verifierDb(), altering(writes, path, changes)));
      }
      await expectAllowed(commit(await verifierDb(), writes));
    });

    it('are refused after the batch’s ten minutes', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      await seedBatch('verifier', [certificate], { minutesAgo: 11 });
      await expectDenied(
        commit(
          await verifierDb(),
          await resultWrites({
            certificateNumber: siobhan.certificateNumber!,
            standing: standingOf({ status: 'valid', statusChangedAt: null }),
          }),
        ),
      );
    });
  });

  describe('reading', () => {
    it('receipts and results are read by id by anyone; receipts are listed by nobody', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      await seedBatch('verifier', [certificate]);
      await commit(
        await verifierDb(),
        await resultWrites({
          certificateNumber: siobhan.certificateNumber!,
          standing: standingOf({ status: 'valid', statusChangedAt: null }),
        }),
      );
      const stranger = await firestoreAs('anonymous');
      await expectAllowed(getDocFromServer(doc(stranger, receiptPath('receipt-1'))));
      await expectAllowed(
        getDocFromServer(doc(stranger, await resultPath('receipt-1', siobhan.certificateNumber!))),
      );
      for (const who of ['verifier', 'staff', 'anonymous'] as const) {
        const db = await firestoreAs(who);
        await expectDenied(getDocsFromServer(collection(db, collections.receipts)));
        await expectDenied(getDocsFromServer(collection(db, collections.checkResults)));
        await expectDenied(
          getDocsFromServer(
            query(collection(db, collections.receipts), where('uid', '==', uidOf('verifier'))),
          ),
        );
      }
    });

    it('a run’s results are listed again by the account that kept them, by its uid, and by nobody else', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      await seedBatch('verifier', [certificate]);
      await commit(
        await verifierDb(),
        await resultWrites({
          certificateNumber: siobhan.certificateNumber!,
          standing: standingOf({ status: 'valid', statusChangedAt: null }),
        }),
      );
      const runResults = (db: Awaited<ReturnType<typeof verifierDb>>, uid: string) =>
        getDocsFromServer(
          query(
            collection(db, collections.checkResults),
            where('uid', '==', uid),
            where('receiptId', '==', 'receipt-1'),
          ),
        );
      const listed = await runResults(await verifierDb(), uidOf('verifier'));
      expect(listed.docs.map((result) => result.get('receiptId'))).toEqual(['receipt-1']);
      for (const who of [
        'otherVerifier',
        'suspendedVerifier',
        'staff',
        'centreStaff',
        'signedIn',
        'visitor',
        'anonymous',
      ] as const) {
        await expectDenied(runResults(await firestoreAs(who), uidOf('verifier')));
      }
      // A query that does not name its own uid could reach another's results: refused.
      await expectDenied(
        getDocsFromServer(
          query(
            collection(await verifierDb(), collections.checkResults),
            where('receiptId', '==', 'receipt-1'),
          ),
        ),
      );
    });

    it('batches and quotas are their verifier’s and the admins’, never another’s or a centre’s', async () => {
      await seedBatch('verifier', keysOf(1));
      const batch = (db: Awaited<ReturnType<typeof verifierDb>>) =>
        getDocFromServer(doc(db, batchPath('batch-1')));
      const quota = (db: Awaited<ReturnType<typeof verifierDb>>) =>
        getDocFromServer(doc(db, batchQuotaPath(uidOf('verifier'))));
      const own = (db: Awaited<ReturnType<typeof verifierDb>>, uid: string) =>
        getDocsFromServer(query(collection(db, collections.batchChecks), where('uid', '==', uid)));
      await expectAllowed(batch(await verifierDb()));
      await expectAllowed(quota(await verifierDb()));
      await expectAllowed(own(await verifierDb(), uidOf('verifier')));
      await expectAllowed(batch(await firestoreAs('staff')));
      for (const who of ['otherVerifier', 'centreStaff', 'signedIn', 'visitor'] as const) {
        const db = await firestoreAs(who);
        await expectDenied(batch(db));
        await expectDenied(quota(db));
        await expectDenied(own(db, uidOf('verifier')));
      }
      await expectDenied(
        getDocsFromServer(collection(await verifierDb(), collections.batchChecks)),
      );
    });

    it('refuses another verifier’s batches to a REST query with its token', async () => {
      await seedBatch('verifier', keysOf(1));
      const { host, port } = firestoreEmulator();
      const base = `${emulatorUrl({ host, port })}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
      const response = await fetch(`${base}:runQuery`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${restToken('otherVerifier')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: collections.batchChecks }],
            where: {
              fieldFilter: {
                field: { fieldPath: 'uid' },
                op: 'EQUAL',
                value: { stringValue: uidOf('verifier') },
              },
            },
          },
        }),
      });
      expect(response.status).toBe(403);
    });
  });

  describe('misses filed for review', () => {
    it('are filed under a row of the verifier’s own batch that found nothing, with its organisation', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      await seedBatch('verifier', [certificate, unknownKey('none')]);
      await expectAllowed(commit(await verifierDb(), batchAttemptWrites('verifier', { row: 1 })));
      await expectDenied(commit(await verifierDb(), batchAttemptWrites('verifier', { row: 0 })));
      await expectDenied(
        commit(await firestoreAs('otherVerifier'), batchAttemptWrites('otherVerifier', { row: 1 })),
      );
      const wrongOrganisation = altering(
        batchAttemptWrites('verifier', { row: 1 }),
        batchAttemptPath('batch-1', 1),
        { organisation: 'Someone Else' },
      );
      await expectDenied(commit(await verifierDb(), wrongOrganisation));
    });
  });

  describe('a visitor’s one-row receipt', () => {
    it('is kept for the visitor’s own check of the last two minutes, once', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      const visitor = actorOf('visitor').uid;
      await commit(await firestoreAs('visitor'), checkWrites(visitor, 'c1', [certificate]));
      const writes = await visitorReceiptWrites({
        checkId: 'c1',
        uid: visitor,
        certificateNumber: siobhan.certificateNumber!,
        standing: standingOf({ status: 'valid', statusChangedAt: null }),
      });
      await expectDenied(commit(await firestoreAs('otherVisitor'), writes));
      await expectDenied(
        commit(
          await firestoreAs('visitor'),
          await visitorReceiptWrites({
            checkId: 'c1',
            uid: visitor,
            certificateNumber: siobhan.certificateNumber!,
            standing: standingOf(WITHDRAWN),
          }),
        ),
      );
      await expectAllowed(commit(await firestoreAs('visitor'), writes));
      await expectDenied(commit(await firestoreAs('visitor'), writes));
    });

    it('is refused for a stale check', async () => {
      const { certificate } = await seedIndexed(SIOBHAN_ID, siobhan);
      const visitor = actorOf('visitor').uid;
      await seedCheck(visitor, 'c1', [certificate], 3);
      await expectDenied(
        commit(
          await firestoreAs('visitor'),
          await visitorReceiptWrites({
            checkId: 'c1',
            uid: visitor,
            certificateNumber: siobhan.certificateNumber!,
            standing: standingOf({ status: 'valid', statusChangedAt: null }),
          }),
        ),
      );
    });
  });
});
