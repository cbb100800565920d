import {
  getDocFromServer as readDocument,
  getDocsFromServer as readDocuments,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';

/**
 * Reads that must reach the emulator, as the SDK's `getDocFromServer` and `getDocsFromServer`.
 *
 * The SDK believes itself offline when its stream takes more than ten seconds to open, and then
 * fails a read from the server with `unavailable` before sending it. On a loaded two-core machine
 * the emulator can be that slow while the rules tests run beside the other emulator tests. Such a
 * read is sent again; a refusal (`permission-denied`) or any other answer is the rules' and is
 * returned or thrown at once.
 */
export function getDocFromServer<T>(reference: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
  return reachingTheEmulator(() => readDocument(reference));
}

export function getDocsFromServer<T>(query: Query<T>): Promise<QuerySnapshot<T>> {
  return reachingTheEmulator(() => readDocuments(query));
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
