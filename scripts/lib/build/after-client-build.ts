import path from 'node:path';

import type { BuildEnvironment, Plugin, ViteBuilder } from 'vite';

/**
 * A step of the production build on the browser build's output folder, once everything else is
 * built, the pre-rendered pages included.
 */
export function afterClientBuild(
  name: string,
  step: (client: BuildEnvironment, outDir: string) => Promise<void>,
): Plugin {
  return {
    name,
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder: ViteBuilder) {
        const client = builder.environments.client;
        if (!client) return;
        await step(client, path.resolve(client.config.root, client.config.build.outDir));
      },
    },
  };
}
