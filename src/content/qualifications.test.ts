import { site } from '@/config/site';
import {
  LEVELS,
  QUALIFICATION_TYPES,
  SECTORS,
  creditValue,
  typeForCredits,
  type Qualification,
} from '@/domain/catalogue';

import { loadDetailedQualification, qualificationDetailsModule } from './qualification-details';
import { qualifications } from './qualifications';

const detailed = await Promise.all(
  qualifications.map(async (item) => {
    const full = await loadDetailedQualification(item.id);
    if (!full) throw new Error(`No details for ${item.id}.`);
    return full;
  }),
);

// The illustrations that exist under public/, as /images/... paths.
const publicImages = Object.keys(
  import.meta.glob('/public/images/qualifications/*.svg', { query: '?url' }),
).map((file) => file.replace(/^\/public/, ''));

/** The level as a title spells it: 'Entry Level 3 …', 'Level 2 …'. */
function titleLevel(title: string): string | undefined {
  if (/\bEntry Level \d\b/.test(title)) return 'Entry';
  return /\bLevel \d\b/.exec(title)?.[0];
}

describe('the qualification catalogue', () => {
  it('holds exactly 23 qualifications with unique kebab-case ids and titles', () => {
    expect(qualifications).toHaveLength(23);
    const ids = qualifications.map((item) => item.id);
    expect(new Set(ids).size).toBe(23);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(qualifications.map((item) => item.title)).size).toBe(23);
  });

  it('gives every title the brand prefix, the RQF suffix and its own level', () => {
    for (const item of qualifications) {
      expect(item.title.startsWith(`${site.shortName} `)).toBe(true);
      expect(item.title.endsWith(' (RQF)')).toBe(true);
      expect(titleLevel(item.title)).toBe(item.level);
      expect(item.title).toContain(` ${item.type} in `);
    }
  });

  it('covers every sector, level and type', () => {
    expect(new Set(qualifications.map((item) => item.sector))).toEqual(new Set(SECTORS));
    expect(new Set(qualifications.map((item) => item.level))).toEqual(new Set(LEVELS));
    expect(new Set(qualifications.map((item) => item.type))).toEqual(new Set(QUALIFICATION_TYPES));
  });

  it('lists Entry Level first and Level 4 last', () => {
    const levelOrder = qualifications.map((item) => LEVELS.indexOf(item.level));
    expect(levelOrder).toEqual([...levelOrder].sort((a, b) => a - b));
  });

  it('spreads over more than one page in every sector', () => {
    for (const sector of SECTORS) {
      expect(qualifications.filter((item) => item.sector === sector).length).toBeGreaterThan(6);
    }
  });

  it('keeps TQT between 90 and 480 hours, both ends used, in whole credits', () => {
    const tqts = qualifications.map((item) => item.tqt);
    expect(Math.min(...tqts)).toBe(90);
    expect(Math.max(...tqts)).toBe(480);
    for (const tqt of tqts) expect(tqt % 10).toBe(0);
  });

  it('sizes each qualification by its credit value (Award, Certificate, Diploma)', () => {
    for (const item of qualifications) {
      expect({ id: item.id, type: typeForCredits(creditValue(item.tqt)) }).toEqual({
        id: item.id,
        type: item.type,
      });
    }
  });

  it('has guided learning hours that fit the TQT and add up across the units', () => {
    for (const item of detailed) {
      const mandatoryGlh = item.units
        .filter((unit) => unit.mandatory)
        .reduce((sum, unit) => sum + unit.glh, 0);
      const allGlh = item.units.reduce((sum, unit) => sum + unit.glh, 0);
      expect(item.glh, item.id).toBeLessThanOrEqual(item.tqt);
      expect(mandatoryGlh, item.id).toBeLessThanOrEqual(item.glh);
      expect(allGlh, item.id).toBeGreaterThanOrEqual(item.glh);
      if (item.units.every((unit) => unit.mandatory)) expect(allGlh, item.id).toBe(item.glh);
    }
  });

  it('fills in everything the detail page shows', () => {
    for (const item of detailed) {
      expect(item.description.length, item.id).toBeGreaterThan(60);
      expect(item.description.length, item.id).toBeLessThanOrEqual(200);
      expect(item.overview.length, item.id).toBeGreaterThan(100);
      expect(item.audience.length, item.id).toBeGreaterThan(0);
      expect(item.entryRequirements.length, item.id).toBeGreaterThan(0);
      expect(item.units.length, item.id).toBeGreaterThan(1);
      expect(item.assessment.length, item.id).toBeGreaterThan(0);
      expect(item.progression.length, item.id).toBeGreaterThan(0);
      expect(item.minimumAge, item.id).toBeGreaterThanOrEqual(14);
    }
  });

  it('points every image at an illustration that exists', () => {
    for (const item of qualifications) {
      expect(item.image).toMatch(/^\/images\/qualifications\/[a-z-]+\.svg$/);
      expect(publicImages).toContain(item.image);
    }
  });
});

describe('the detail pages', () => {
  it('have details for every qualification in the catalogue, and for nothing else', async () => {
    expect(detailed.map((item) => item.id)).toEqual(qualifications.map((item) => item.id));
    expect(Object.keys(import.meta.glob('./qualifications/details/*.ts'))).toHaveLength(
      qualifications.length,
    );
    expect(await loadDetailedQualification('no-such-qualification')).toBeUndefined();
    expect(await loadDetailedQualification(undefined)).toBeUndefined();
  });

  it('each load a module of their own, always the same promise for the same page', () => {
    const id = qualifications[0]!.id;
    expect(qualificationDetailsModule(id)).toBe(`src/content/qualifications/details/${id}.ts`);
    expect(qualificationDetailsModule('no-such-qualification')).toBeUndefined();
    expect(loadDetailedQualification(id)).toBe(loadDetailedQualification(id));
    expect(loadDetailedQualification('x')).toBe(loadDetailedQualification('y'));
  });

  it("keeps each qualification's details with its own sector's entries, and no other sector's", async () => {
    const modules = import.meta.glob<{ sectorQualifications: readonly Qualification[] }>(
      './qualifications/details/*.ts',
    );
    for (const item of qualifications) {
      const load = modules[`./qualifications/details/${item.id}.ts`];
      const { sectorQualifications } = await load!();
      expect(sectorQualifications.map((entry) => entry.id)).toContain(item.id);
      expect(new Set(sectorQualifications.map((entry) => entry.sector))).toEqual(
        new Set([item.sector]),
      );
    }
  });
});
