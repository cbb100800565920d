import {
  findQualification,
  type DetailedQualification,
  type Qualification,
  type QualificationDetails,
} from '@/domain/catalogue';

import { modulesById } from './modules-by-id';

/** A qualification's details module: what its page adds, and the entries of its sector. */
type DetailsModule = {
  details: QualificationDetails;
  sectorQualifications: readonly Qualification[];
};

/*
 * Each qualification's details are a module of their own (./qualifications/details/<id>.ts), so
 * a detail page loads its own text rather than all 23, and its own sector's entries rather than
 * the whole catalogue's.
 */
const details = modulesById(
  '/src/content/qualifications/details/',
  import.meta.glob<DetailsModule>('/src/content/qualifications/details/*.ts'),
  (id, { details, sectorQualifications }): DetailedQualification | undefined => {
    const qualification = findQualification(sectorQualifications, id);
    return qualification && { ...qualification, ...details };
  },
);

/** The module, as the build names it, that holds a qualification's details. */
export const qualificationDetailsModule = details.moduleOf;

/**
 * One qualification with everything its detail page shows, or undefined for an unknown id. The
 * same promise for the same id, so that a page can `use` it across renders.
 */
export const loadDetailedQualification = details.load;
