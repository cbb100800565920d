import {
  findQualification,
  type DetailedQualification,
  type QualificationDetails,
} from '@/domain/catalogue';

import { modulesById } from './modules-by-id';
import { qualifications } from './qualifications';

/*
 * Each qualification's details are a module of their own (./qualifications/details/<id>.ts), so
 * a detail page loads its own text rather than all 23.
 */
const details = modulesById(
  '/src/content/qualifications/details/',
  import.meta.glob<QualificationDetails>('/src/content/qualifications/details/*.ts', {
    import: 'details',
  }),
  (id, loaded): DetailedQualification | undefined => {
    const qualification = findQualification(qualifications, id);
    return qualification && { ...qualification, ...loaded };
  },
);

/** The module, as the build names it, that holds a qualification's details. */
export const qualificationDetailsModule = details.moduleOf;

/**
 * One qualification with everything its detail page shows, or undefined for an unknown id. The
 * same promise for the same id, so that a page can `use` it across renders.
 */
export const loadDetailedQualification = details.load;
