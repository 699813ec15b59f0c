/**
 * The only script a page asks for before it is drawn: it starts the application after the first paint, so the
 * prerendered words are on screen without waiting for any JavaScript (on a slow phone network, about a second
 * sooner). It also keeps what the visitor does before the application has taken over: a button pressed then is
 * marked as waiting and pressed again once the page is hydrated, instead of doing nothing.
 */

/** The page's own chunks, named by the prerendered page; fetched beside the application once the page is drawn. */
const AFTER_PAINT_META = 'manobal:after-paint';

const root = document.getElementById('root');
const pressed: HTMLElement[] = [];
let hydrated = false;
let started = false;

const start = (): void => {
  if (started) return;
  started = true;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${AFTER_PAINT_META}"]`);
  for (const href of meta?.content.split(/\s+/).filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
};

/** A control the application draws and only its script can answer (a submit button waits on its own; links work). */
const needsScript = (target: EventTarget | null): HTMLElement | null => {
  if (!(target instanceof Element) || root === null) return null;
  const control = target.closest<HTMLElement>('button, [role="button"]');
  if (control === null || !root.contains(control)) return null;
  if (control instanceof HTMLButtonElement && control.type === 'submit') return null;
  return control;
};

document.addEventListener(
  'click',
  (event) => {
    if (hydrated) return;
    const control = needsScript(event.target);
    if (control === null) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!pressed.includes(control)) pressed.push(control);
    control.setAttribute('aria-busy', 'true');
    start();
  },
  true,
);

// The marks come off before React reads the page, so the markup it hydrates is the markup it drew.
document.addEventListener('manobal:hydrating', () => {
  for (const control of pressed) control.removeAttribute('aria-busy');
  if (pressed.length > 0) document.documentElement.dataset.waiting = '';
});

document.addEventListener('manobal:hydrated', () => {
  hydrated = true;
  delete document.documentElement.dataset.waiting;
  for (const control of pressed.splice(0)) if (control.isConnected) control.click();
});

// A frame's callback runs before that frame is painted; a task queued from it runs after.
requestAnimationFrame(() => setTimeout(start, 0));
