import type { Plugin } from 'vite';

/**
 * React Router's published build names its components and contexts with top-level
 * `X.displayName = '…'` lines and creates them with unannotated calls such as
 * `React.forwardRef(…)`. A bundler must keep both in case they have side effects, so every page
 * carried the router's <Form>, its framework-mode link prefetching and their helpers, used or not.
 * In the production build only, this drops those lines (only React's developer tools read them)
 * and marks those calls pure, so what the app does not use is left out. It also marks the
 * router's console warnings free of side effects, so their calls, and the developer advice they
 * carry, are left out too (about 0.9 KB gzipped on every page); the development server keeps
 * them. Should a release of the router spell any of this differently, nothing breaks: the pages
 * only weigh what they did before.
 */
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const COMPONENT_CALL = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;
const WARNING = /^function (warning|warningOnce|warnOnce)\(/gm;

export function treeShakeableRouter(): Plugin {
  return {
    name: 'larkfield:tree-shakeable-router',
    apply: 'build',
    transform: {
      filter: { id: ROUTER },
      handler(code) {
        return {
          code: code
            .replace(DISPLAY_NAME, '')
            .replace(COMPONENT_CALL, '$1/* @__PURE__ */ $2')
            .replace(WARNING, '/* @__NO_SIDE_EFFECTS__ */ function $1('),
          map: null,
        };
      },
    },
  };
}
