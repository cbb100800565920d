/// <reference types="vite/client" />
import { collection, doc, getDoc, getDocs, query, Timestamp, where } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { countAttempts } from '@/features/review/api/count-attempts';
import { sampleQuery } from '@/features/review/api/sample-query';
import { takeReviewStep } from '@/features/review/api/take-review-step';
import { listAttempts } from '@/features/review/api/list-attempts';
import type { AttemptCursor, VerificationAttempt } from '@/features/review/types';
import { unmatchedQuery } from '@/testing/attempts';
import { PATEL } from '@/testing/staff';

import {
  clearReviewProject,
  closeReviewClients,
  COLLEAGUE_EMAIL,
  loadRules,
  recordAttempt,
  reviewClients,
  STAFF,
  STAFF_EMAIL,
} from '../support/review-clients';

/**
 * The review queue's own Firestore operations against the emulator, under the real rules: the
 * paged lists, the counts and the three review steps as the screen performs them.
 */

const { staffDb, memberDb, visitorDb } = reviewClients();

/** The three review steps, as the signed-in staff member by default. */
const flag = (attemptId: string, note: string, actor: StaffActor = STAFF, db = staffDb) =>
  takeReviewStep(db, attemptId, { kind: 'flag', note }, actor);
const investigate = (attemptId: string, note: string) =>
  takeReviewStep(staffDb, attemptId, { kind: 'investigate', note }, STAFF);
const close = (attemptId: string, actor: StaffActor = STAFF, db = staffDb) =>
  takeReviewStep(db, attemptId, { kind: 'close' }, actor);

beforeAll(loadRules);
beforeEach(clearReviewProject);
afterAll(closeReviewClients);

const attemptBy = (surname: string) => ({ ...unmatchedQuery, surname });

/** Records attempts one after another, so each is newer than the last. */
async function recordMany(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    // As the staff member: one visitor's quota would stop at twenty.
    ids.push(await recordAttempt(staffDb, attemptBy(`visitor${index}`), STAFF.uid));
  }
  return ids;
}

async function wholeQueue(status: 'failed' | 'suspicious', pageSize?: number) {
  const pages: VerificationAttempt[][] = [];
  let after: AttemptCursor | null = null;
  do {
    const page = await listAttempts(staffDb, status, { after, pageSize });
    pages.push(page.attempts);
    after = page.next;
  } while (after);
  return pages;
}

async function stored(id: string) {
  return (await getDoc(doc(staffDb, collections.failedVerifications, id))).data();
}

function refusal(request: Promise<unknown>) {
  return request.then(
    () => 'allowed',
    (error: { code?: string }) => error.code,
  );
}

describe('review queues', () => {
  it('list newest first, a page at a time, with no attempt missed or repeated', async () => {
    const ids = await recordMany(23);
    const pages = await wholeQueue('failed', 10);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    expect(pages.flat().map((attempt) => attempt.id)).toEqual([...ids].reverse());
  });

  it('pages 50 at a time by default and says when there is no more', async () => {
    await recordMany(51);
    const first = await listAttempts(staffDb, 'failed');
    expect(first.attempts).toHaveLength(50);
    expect(first.next).not.toBeNull();
    const second = await listAttempts(staffDb, 'failed', { after: first.next });
    expect(second.attempts).toHaveLength(1);
    expect(second.next).toBeNull();
  });

  it('keep the two statuses apart and count each with an aggregation', async () => {
    const [first, second, third] = await recordMany(3);
    await flag(second!, '');
    expect(await countAttempts(staffDb, 'failed')).toBe(2);
    expect(await countAttempts(staffDb, 'suspicious')).toBe(1);
    expect((await wholeQueue('failed')).flat().map((a) => a.id)).toEqual([third, first]);
    expect((await wholeQueue('suspicious')).flat().map((a) => a.id)).toEqual([second]);
  });

  it('turn documents into typed records with dates', async () => {
    const id = await recordAttempt(visitorDb, {
      certificateNumber: null,
      studentNumber: 'Q92244705',
      firstName: 'siobhán',
      surname: "o'connell",
    });
    const [record] = (await listAttempts(staffDb, 'failed')).attempts;
    expect(record).toMatchObject({
      id,
      status: 'failed',
      certificateNumber: null,
      studentNumber: 'Q92244705',
      firstName: 'siobhán',
      surname: "o'connell",
      ipAddress: 'unknown',
      userAgent: 'Mozilla/5.0 (integration test)',
      reviewedBy: null,
      isUnderInvestigation: false,
    });
    expect(record!.attemptedAt).toBeInstanceOf(Date);
    expect(Math.abs(record!.attemptedAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('are closed to anyone who is not staff', async () => {
    await recordMany(1);
    for (const db of [memberDb, visitorDb]) {
      expect(await refusal(listAttempts(db, 'failed'))).toBe('permission-denied');
      expect(await refusal(countAttempts(db, 'failed'))).toBe('permission-denied');
    }
  });
});

describe('review steps', () => {
  it('Flag Suspicious records the signed-in reviewer, the server time and the note', async () => {
    const [id] = await recordMany(1);
    await flag(id!, 'Third try this week.');
    const data = await stored(id!);
    expect(data).toMatchObject({
      status: 'suspicious',
      reviewedBy: STAFF_EMAIL,
      reviewedByUid: STAFF.uid,
      reviewNote: 'Third try this week.',
      isUnderInvestigation: false,
    });
    expect(data!.reviewedAt).toBeInstanceOf(Timestamp);
  });

  it('Flag Suspicious naming someone else as the reviewer is refused', async () => {
    const [id] = await recordMany(1);
    const action = { attemptId: id!, note: '' };
    const otherEmail = flag(action.attemptId, action.note, { ...STAFF, email: COLLEAGUE_EMAIL });
    expect(await refusal(otherEmail)).toBe('permission-denied');
    const otherUid = flag(action.attemptId, action.note, { ...STAFF, uid: PATEL.uid });
    expect(await refusal(otherUid)).toBe('permission-denied');
  });

  it('Mark Under Investigation keeps the record suspicious and records the investigation', async () => {
    const [id] = await recordMany(1);
    await flag(id!, 'Odd.');
    await investigate(id!, 'Referred to the centre.');
    const [record] = (await listAttempts(staffDb, 'suspicious')).attempts;
    expect(record).toMatchObject({
      id,
      status: 'suspicious',
      reviewedBy: STAFF_EMAIL,
      reviewNote: 'Odd.',
      investigatedBy: STAFF_EMAIL,
      investigationNote: 'Referred to the centre.',
      isUnderInvestigation: true,
    });
    expect(record!.investigatedAt).toBeInstanceOf(Date);
  });

  it('Mark Under Investigation is refused on a record not yet flagged', async () => {
    const [id] = await recordMany(1);
    const early = investigate(id!, '');
    expect(await refusal(early)).toBe('permission-denied');
  });

  it('Mark Investigated removes the record, from either queue', async () => {
    const [failed, suspicious] = await recordMany(2);
    await flag(suspicious!, '');
    await close(failed!);
    await close(suspicious!);
    expect(await stored(failed!)).toBeUndefined();
    expect(await stored(suspicious!)).toBeUndefined();
    expect(await countAttempts(staffDb, 'failed')).toBe(0);
    expect(await countAttempts(staffDb, 'suspicious')).toBe(0);
  });

  it('each step leaves its event, and the three form the attempt’s history', async () => {
    const [id] = await recordMany(1);
    await flag(id!, 'Odd.');
    await investigate(id!, 'Called the centre.');
    await close(id!);

    const events = await getDocs(
      query(collection(staffDb, collections.auditEvents), where('attemptId', '==', id)),
    );
    const byAction = Object.fromEntries(
      events.docs.map((event) => [event.get('action'), { id: event.id, ...event.data() }]),
    );
    expect(Object.keys(byAction).sort()).toEqual([
      'attempt.closed',
      'attempt.flagged',
      'attempt.investigated',
    ]);
    expect(byAction['attempt.flagged']).toMatchObject({
      actorUid: STAFF.uid,
      actorEmail: STAFF.email,
      subject: 'mary visitor0 (086524318)',
      prevEventId: null,
      changes: {
        status: { from: 'failed', to: 'suspicious' },
        reviewNote: { from: null, to: 'Odd.' },
      },
    });
    expect(byAction['attempt.investigated']?.prevEventId).toBe(byAction['attempt.flagged']?.id);
    expect(byAction['attempt.closed']).toMatchObject({
      id: `closed-${id}`,
      prevEventId: byAction['attempt.investigated']?.id,
      changes: { status: { from: 'suspicious', to: 'closed' } },
    });
  });

  it('no step is open to a signed-in member without the staff claim', async () => {
    const [id] = await recordMany(1);
    const action = { attemptId: id!, note: '' };
    const member = { uid: 'member', email: 'someone@example.com' };
    expect(await refusal(flag(action.attemptId, action.note, member, memberDb))).toBe(
      'permission-denied',
    );
    expect(await refusal(close(id!, member, memberDb))).toBe('permission-denied');
  });
});

describe('the emulator-only sample attempt', () => {
  it('is a valid failed attempt that the rules accept from staff and visitors alike', async () => {
    await recordAttempt(staffDb, sampleQuery(), STAFF.uid);
    await recordAttempt(visitorDb, sampleQuery());
    const { attempts } = await listAttempts(staffDb, 'failed');
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      expect(attempt.certificateNumber ?? attempt.studentNumber).toMatch(/^(0865\d{5}|Q\d{8})$/);
      expect(attempt.firstName).toBe(attempt.firstName.toLowerCase());
    }
  });
});
