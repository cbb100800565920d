/* global document, requestAnimationFrame, setTimeout */
// Starts the app once the page's first content is on screen, with the chunks its tag names
// (docs/decisions/011).
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  let started = false;
  // Each element added starts a request, a few milliseconds of a phone's main thread apiece: one
  // a task, so that the dozen a page names never add up to a long one (docs/decisions/025).
  const add = ([element, ...rest]) => {
    document.head.append(element);
    if (rest.length > 0) setTimeout(add, 0, rest);
  };
  const start = () => {
    if (started) return;
    started = true;
    const elements = preload
      .split(' ')
      .filter(Boolean)
      .map((href) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        return link;
      });
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    add([...elements, script]);
  };
  // A hidden tab paints nothing: start at once, or as soon as the tab is hidden.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  const Observer = globalThis.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    // The first contentful paint is reported once that frame is on screen, which can be well
    // after the frame was drawn: waiting for it keeps the scripts out of the first paint's way.
    new Observer((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
    // Should it never be reported, the app starts a second after the first frame all the same.
    requestAnimationFrame(() => setTimeout(start, 1000));
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
})();
