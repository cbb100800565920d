/* global document, requestAnimationFrame, setTimeout */
// Starts the app once the page is painted, with the chunks its tag names (docs/decisions/011).
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
})();
