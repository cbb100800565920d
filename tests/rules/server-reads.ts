import {
  getDocFromServer as readDocument,
  getDocsFromServer as readDocuments,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { projectId, restTokenOf } from './harness';

/**
 * Reads that must reach the emulator, as the SDK's `getDocFromServer` and `getDocsFromServer`.
 *
 * The SDK believes itself offline when its stream takes more than ten seconds to open, and then
 * fails a read from the server with `unavailable` before sending it. On a loaded two-core machine
 * the emulator can be that slow while the rules tests run beside the other emulator tests. Such a
 * read is sent again; a refusal (`permission-denied`) or any other answer is the rules' and is
 * returned or thrown at once.
 *
 * A document is read by listening to it, and on such a machine the emulator has been seen to
 * answer a client's new listen with a document that client read a moment before, without asking
 * the rules again: a read the rules now refuse then passed. So each document read is first sent
 * as one REST request with the client's own token, whose answer is the rules' for this moment: a
 * refusal there is the read's refusal.
 */
export async function getDocFromServer<T>(
  reference: DocumentReference<T>,
): Promise<DocumentSnapshot<T>> {
  await refusedOverRest(reference.firestore, reference.path);
  return reachingTheEmulator(() => readDocument(reference));
}

export function getDocsFromServer<T>(query: Query<T>): Promise<QuerySnapshot<T>> {
  return reachingTheEmulator(() => readDocuments(query));
}

/** Throws as the SDK throws a refusal when the rules refuse `path` to the client's token. */
async function refusedOverRest(db: Firestore, path: string): Promise<void> {
  const token = restTokenOf(db);
  // The owner's client, which writes past the rules, has nothing to ask.
  if (token === undefined) return;
  const response = await fetch(
    `${emulatorUrl(firestoreEmulator())}/v1/projects/${projectId}/databases/(default)/documents/${path}`,
    token === null ? {} : { headers: { Authorization: `Bearer ${token}` } },
  );
  if (response.status === 403) {
    throw Object.assign(new Error(`Refused over REST: ${await response.text()}`), {
      code: 'permission-denied',
    });
  }
  if (response.status !== 200 && response.status !== 404) {
    throw new Error(`The emulator answered ${String(response.status)}: ${await response.text()}`);
  }
}

const ATTEMPTS = 5;

async function reachingTheEmulator<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const unreached = (error as { code?: unknown }).code === 'unavailable';
      if (!unreached || attempt === ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 1_000));
    }
  }
}
