/** Runs `task` once the page has loaded and the browser is idle. */
const whenIdle = (task: () => void): void => {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
};

/**
 * Loads the web-vitals library only after the page is interactive (spec section 7: the reporter loads
 * lazily) and beacons each metric to POST /api/v1/vitals.
 */
export const reportWebVitals = (): void => {
  // Load metrics (LCP, FCP, TTFB) belong to the page the visit started on.
  const route = window.location.pathname;
  whenIdle(() => {
    import('./vitals-reporter').then((m) => m.startVitalsReporting(route)).catch(() => undefined);
  });
};
