import path from 'node:path';

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

import integration from '../../vitest.integration.config.ts';
import { repoRoot } from '../lib/project.ts';

/**
 * The `rules` project of vitest.integration.config.ts, run alone against one mutant: the same
 * files and settings, without its global setup (which would overwrite the rules coverage report
 * of the last real run with the mutant's), stopping at the first failing test, and running first
 * the files named in MUTATION_TEST_ORDER (a JSON list of paths; scripts/mutation/test-order.ts).
 */

const { projects, ...shared } = integration.test ?? {};
const rules = projects?.find(
  (project): project is TestProjectInlineConfiguration =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'rules',
);
if (!rules?.test) throw new Error('vitest.integration.config.ts has no `rules` project.');

class LikeliestKillerFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = JSON.parse(process.env.MUTATION_TEST_ORDER ?? '[]') as string[];
    const rank = (file: TestSpecification) => {
      const index = order.indexOf(path.relative(repoRoot, file.moduleId));
      return index === -1 ? order.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  root: repoRoot,
  resolve: integration.resolve,
  test: {
    ...shared,
    ...rules.test,
    globalSetup: [],
    bail: 1,
    sequence: { sequencer: LikeliestKillerFirst },
  },
});
