/** The year `vite build` ran in (vite.config.ts): what pre-rendered pages show until hydrated. */
declare const __BUILD_YEAR__: number;
