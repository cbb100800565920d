import { createHash } from 'node:crypto';

import { collections } from '@/domain/collections';

import {
  clearProject,
  emulatorRequest,
  emulatorUrl,
  firestoreEmulator,
  rulesLoadError,
} from '../lib/emulators/emulator-client';
import type { LookupSite, LookupState } from './rules-variants';

/**
 * The budget meter's projects on the Firestore emulator: one per rules variant, its rules loaded
 * once; the register a write path starts from, copied in before each run; and the emulator's
 * coverage report, read around each commit to see which documents the rules looked up.
 */

const fetchOriginal = globalThis.fetch.bind(globalThis);

/** The emulator's own REST API, which an `owner` token takes past the rules. */
async function ownerRequest(path: string, init: RequestInit = {}): Promise<Response> {
  return fetchOriginal(`${emulatorUrl(firestoreEmulator())}/v1/${path}`, {
    ...init,
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
  });
}

const projectsLoaded = new Map<string, Promise<string>>();

/**
 * The project holding `rules`, loading them the first time: a `demo-` id derived from the text,
 * so one variant compiles once however many write paths it measures.
 */
export function projectFor(rules: string): Promise<string> {
  const id = `demo-budget-${createHash('sha256').update(rules).digest('hex').slice(0, 16)}`;
  let loaded = projectsLoaded.get(id);
  if (!loaded) {
    loaded = rulesLoadError(id, rules).then((error) => {
      if (error) throw new Error(`The emulator refused a rules variant: ${error}`);
      return id;
    });
    projectsLoaded.set(id, loaded);
  }
  return loaded;
}

/** A document as the REST API gives it: its full name and its typed fields. */
export type StoredDocument = { name: string; fields?: Record<string, unknown> };

const databasePath = (projectId: string) => `projects/${projectId}/databases/(default)/documents`;

/** Every document of every collection the register uses, read past the rules. */
export async function readRegister(projectId: string): Promise<StoredDocument[]> {
  const documents: StoredDocument[] = [];
  for (const collection of Object.values(collections)) {
    let pageToken = '';
    do {
      const query = `pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
      const response = await ownerRequest(`${databasePath(projectId)}/${collection}?${query}`);
      if (!response.ok) throw new Error(`Reading ${collection}: ${await response.text()}`);
      const page = (await response.json()) as {
        documents?: StoredDocument[];
        nextPageToken?: string;
      };
      documents.push(...(page.documents ?? []));
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
  }
  return documents;
}

/** Empties the project and writes `documents` into it, past the rules. */
export async function replaceRegister(
  projectId: string,
  documents: readonly StoredDocument[],
): Promise<void> {
  await clearProject(projectId);
  for (let start = 0; start < documents.length; start += 400) {
    const writes = documents.slice(start, start + 400).map((document) => ({
      update: {
        name: document.name.replace(/^projects\/[^/]+\//, `projects/${projectId}/`),
        fields: document.fields ?? {},
      },
    }));
    const response = await ownerRequest(`${databasePath(projectId)}:commit`, {
      method: 'POST',
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`Copying the register: ${await response.text()}`);
  }
}

/** One document written past the rules, its fields as the REST API types them. */
export async function writeDocument(
  projectId: string,
  path: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const response = await ownerRequest(`${databasePath(projectId)}:commit`, {
    method: 'POST',
    body: JSON.stringify({
      writes: [{ update: { name: `${databasePath(projectId)}/${path}`, fields } }],
    }),
  });
  if (!response.ok) throw new Error(`Writing ${path}: ${await response.text()}`);
}

// ---- Coverage: which documents the rules looked up --------------------------------------------

type CoverageValue = { value: { pathValue?: { segments: { simple?: string }[] } }; count: number };
type CoverageNode = {
  sourcePosition: { currentOffset: number };
  values?: CoverageValue[];
  children?: CoverageNode[];
};

/** How often each path was looked up at each lookup site so far, keyed `state path`. */
type LookupCounts = Map<string, number>;

export async function lookupCounts(
  projectId: string,
  sites: readonly LookupSite[],
): Promise<LookupCounts> {
  const response = await emulatorRequest(projectId, ':ruleCoverage', { method: 'GET' });
  if (!response.ok) throw new Error(`The coverage report: ${await response.text()}`);
  const report = ((await response.json()) as { report?: CoverageNode[] }).report ?? [];
  const stateAt = new Map<number, LookupState>(sites.map((site) => [site.offset, site.state]));
  const counts: LookupCounts = new Map();
  const visit = (node: CoverageNode) => {
    const state = stateAt.get(node.sourcePosition.currentOffset);
    if (state) {
      for (const { value, count } of node.values ?? []) {
        const segments = value.pathValue?.segments;
        if (!segments) continue;
        // databases/(default)/documents/<collection>/<id>
        const key = `${state} ${segments
          .slice(3)
          .map((segment) => segment.simple ?? '')
          .join('/')}`;
        counts.set(key, (counts.get(key) ?? 0) + count);
      }
    }
    node.children?.forEach(visit);
  };
  report.forEach(visit);
  return counts;
}

/** The lookups made between two readings: each document once per state it was read in. */
export function lookupsBetween(before: LookupCounts, after: LookupCounts): string[] {
  return [...after]
    .filter(([key, count]) => count > (before.get(key) ?? 0))
    .map(([key]) => key)
    .sort();
}
