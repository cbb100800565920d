import { site } from '@/config/site';
import type { QualificationUnit, Sector } from '@/domain/catalogue';

/** Every title carries the brand prefix and the framework suffix, e.g. 'Larkfield Level 3 … (RQF)'. */
export function rqfTitle(name: string): string {
  return `${site.shortName} ${name} (RQF)`;
}

/** One illustration per sector, drawn for the catalogue cards and detail pages. */
export const sectorImages: Record<Sector, string> = {
  'Direct Learning Support': '/images/qualifications/direct-learning-support.svg',
  Administration: '/images/qualifications/administration.svg',
  'Teaching and Lecturing': '/images/qualifications/teaching-and-lecturing.svg',
};

export function mandatory(title: string, glh: number): QualificationUnit {
  return { title, glh, mandatory: true };
}

export function optional(title: string, glh: number): QualificationUnit {
  return { title, glh, mandatory: false };
}
