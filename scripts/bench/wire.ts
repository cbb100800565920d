/**
 * What a run actually sent to Firestore and got back, counted on the wire: the app's SDK
 * (Firestore Lite) speaks REST through the global fetch, so the bench wraps fetch, keeps a copy of
 * each reply and reads the copies after the run's clock has stopped (parsing them does not add
 * to the time measured). The Admin SDK, used only for seeding and checks, speaks gRPC and is not
 * counted.
 *
 * Documents are counted as Firestore bills them
 * (https://firebase.google.com/docs/firestore/pricing):
 *   batchGet              one read per document asked for, found or missing;
 *   runQuery              one read per document returned, and one for a query that returns none;
 *   runAggregationQuery   one read per batch of up to 1,000 index entries counted, at least one
 *                         (derived from the count that came back: the entries are not seen);
 *   commit                one write per document set or updated, one delete per document deleted.
 * The reads the rules make (get, exists and their After forms) are not on the wire: each
 * benchmark derives them from its requests and the rules it runs under (see RulesReads).
 */

export type WireRequest = {
  rpc: string;
  /** Full document names this request read, wrote or deleted. */
  documents: string[];
  reads: number;
  writes: number;
  deletes: number;
  /** Index entries a count aggregation matched (its reads are derived from these). */
  counted?: number;
  /** For a commit recording failed verification attempts: the numbers they give (1 or 2 each). */
  attemptNumbers?: number;
};

export type WireTally = {
  requests: WireRequest[];
  documentsRead: number;
  documentsWritten: number;
  documentsDeleted: number;
};

/**
 * The reads the rules make for one request, derived from the request (what it read or wrote) and
 * what the rules loaded for it look at: each document a get/exists/getAfter/existsAfter touches
 * is one read, the same document more than once in one request still one.
 */
export type RulesReads = (request: WireRequest) => number;

export type Pending = { rpc: string; body: unknown; reply: Promise<unknown> };

let current: Pending[] | null = null;
let installed = false;

const rpcOf = (url: string): string | null => {
  const match = /\/documents(?:\/[^:?]*)?:(\w+)(?:\?|$)/.exec(url);
  return match?.[1] ?? null;
};

/** Wraps the global fetch once; requests are kept only while a tally is open. */
function install(): void {
  if (installed) return;
  installed = true;
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const rpc = rpcOf(url);
    if (current && rpc && response.ok) {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      current.push({ rpc, body, reply: response.clone().json() });
    }
    return response;
  };
}

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

export function countRequest({ rpc, body }: Pending, reply: unknown): WireRequest {
  const request: WireRequest = { rpc, documents: [], reads: 0, writes: 0, deletes: 0 };
  if (rpc === 'batchGet') {
    for (const entry of asArray(reply)) {
      const found = entry.found as Json | undefined;
      const name = found ? found.name : entry.missing;
      if (typeof name === 'string') request.documents.push(name);
    }
    request.reads = request.documents.length;
  } else if (rpc === 'runQuery') {
    for (const entry of asArray(reply)) {
      const document = entry.document as Json | undefined;
      if (typeof document?.name === 'string') request.documents.push(document.name);
    }
    request.reads = Math.max(1, request.documents.length);
  } else if (rpc === 'runAggregationQuery') {
    const result = asArray(reply)[0]?.result as Json | undefined;
    const fields = (result?.aggregateFields ?? {}) as Record<string, Json>;
    const counted = Object.values(fields).reduce(
      (total, field) => total + Number(field.integerValue ?? 0),
      0,
    );
    request.counted = counted;
    request.reads = Math.max(1, Math.ceil(counted / 1000));
  } else if (rpc === 'commit') {
    for (const write of asArray((body as Json | null)?.writes)) {
      const update = write.update as Json | undefined;
      if (typeof update?.name === 'string') {
        request.documents.push(update.name);
        request.writes += 1;
        if (collectionOf(update.name) === 'failedVerifications') {
          const fields = (update.fields ?? {}) as Record<string, Json>;
          const given = ['certificateNumber', 'studentNumber'].filter(
            (field) => fields[field] !== undefined && !('nullValue' in (fields[field] as Json)),
          );
          request.attemptNumbers = (request.attemptNumbers ?? 0) + given.length;
        }
      } else if (typeof write.delete === 'string') {
        request.documents.push(write.delete);
        request.deletes += 1;
      }
    }
  }
  return request;
}

/** Starts keeping the requests sent from now on; `finish` stops and counts them. */
export function openTally(): { finish: () => Promise<WireTally> } {
  install();
  if (current) throw new Error('A tally is already open.');
  const pending: Pending[] = [];
  current = pending;
  return {
    finish: async () => {
      current = null;
      const replies = await Promise.all(pending.map((request) => request.reply));
      const requests = pending.map((request, index) => countRequest(request, replies[index]));
      const sum = (key: 'reads' | 'writes' | 'deletes') =>
        requests.reduce((total, request) => total + request[key], 0);
      return {
        requests,
        documentsRead: sum('reads'),
        documentsWritten: sum('writes'),
        documentsDeleted: sum('deletes'),
      };
    },
  };
}

/** The collection a full document name is in, e.g. 'certificates'. */
export function collectionOf(name: string): string {
  const path = name.split('/documents/')[1] ?? '';
  return path.split('/').slice(-2)[0] ?? '';
}

/** Requests the rules see as reads (a transaction's other calls check nothing). */
const isRead = (request: WireRequest) =>
  ['batchGet', 'runQuery', 'runAggregationQuery'].includes(request.rpc);
const isCommit = (request: WireRequest) => request.rpc === 'commit';

/**
 * Rules models shared by the benchmarks. Each is exact for the requests the benchmarks make,
 * not a general interpreter of rules.
 */
export const rulesReadsUnder = {
  /** Permissive rules (signed in is enough) read nothing. */
  permissive: () => 0,
  /**
   * firestore.rules for a visitor, outside the public check (which the verification benchmark
   * models itself): the visitor's own documents cost nothing in rules.
   */
  visitor: () => 0,
  /**
   * firestore.rules for staff: isStaff() gets the caller's staff-directory entry once per
   * request (a query's rules run once, not per document). An admin's read of a registry entry
   * costs that one alone; a centre's staff's read of an entry that is there also gets its
   * certificate, a read no benchmark makes (they add and import as an admin). A certificate's
   * commit also reads, with getAfter/existsAfter, every document it writes or deletes: the
   * certificate checks its registry entries, index entries (including the keys it gives up) and
   * event; those check the certificate.
   */
  staff: (request: WireRequest) =>
    isRead(request) ? 1 : isCommit(request) ? 1 + request.documents.length : 0,
  /**
   * firestore.rules at 0087a42, before the audit trail, for staff: isStaff() reads only the
   * token, so reads cost nothing in rules; a certificate's commit reads the certificate and the
   * registry entries it writes or deletes (the index entries are checked against the
   * certificate, nothing checks them).
   */
  beforeAuditTrail: (request: WireRequest) =>
    !isCommit(request)
      ? 0
      : request.documents.filter((name) =>
          ['certificates', 'certificateNumbers', 'studentNumbers'].includes(collectionOf(name)),
        ).length,
} satisfies Record<string, RulesReads>;
