import {
  findQualification,
  type DetailedQualification,
  type QualificationDetails,
} from '@/domain/catalogue';

import { qualifications } from './qualifications';

/*
 * Each qualification's details are a module of their own (./qualifications/details/<id>.ts), so
 * a detail page loads its own text rather than all 23; its pre-rendered HTML preloads that
 * module alongside the page (src/entry-server.tsx).
 */
const DETAILS_DIR = '/src/content/qualifications/details/';
const detailModules = import.meta.glob<QualificationDetails>(
  '/src/content/qualifications/details/*.ts',
  { import: 'details' },
);

/** The module, as the build names it, that holds a qualification's details. */
export function qualificationDetailsModule(id: string | undefined): string | undefined {
  const key = `${DETAILS_DIR}${id}.ts`;
  return id && key in detailModules ? key.slice(1) : undefined;
}

const loading = new Map<string, Promise<DetailedQualification | undefined>>();
const unknown = Promise.resolve(undefined);

/**
 * One qualification with everything its detail page shows, or undefined for an unknown id. The
 * same promise for the same id, so that a page can `use` it across renders.
 */
export function loadDetailedQualification(
  id: string | undefined,
): Promise<DetailedQualification | undefined> {
  const qualification = findQualification(qualifications, id);
  if (!qualification) return unknown;
  let detailed = loading.get(qualification.id);
  if (!detailed) {
    const load = detailModules[`${DETAILS_DIR}${qualification.id}.ts`];
    detailed = load ? load().then((details) => ({ ...qualification, ...details })) : unknown;
    loading.set(qualification.id, detailed);
  }
  return detailed;
}
