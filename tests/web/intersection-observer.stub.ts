/**
 * jsdom has no IntersectionObserver. This stand-in records what is observed and lets a test say when
 * an element enters or leaves the viewport.
 */
export class StubIntersectionObserver implements IntersectionObserver {
  static readonly instances = new Set<StubIntersectionObserver>();

  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    StubIntersectionObserver.instances.add(this);
  }

  observe(target: Element): void {
    this.observed.add(target);
  }

  unobserve(target: Element): void {
    this.observed.delete(target);
  }

  disconnect(): void {
    this.observed.clear();
    StubIntersectionObserver.instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `target` as in view or not; `top` is its bounding box top (negative: scrolled past). */
  static report(target: Element, { isIntersecting, top }: { isIntersecting: boolean; top: number }): void {
    for (const observer of [...StubIntersectionObserver.instances]) {
      if (!observer.observed.has(target)) continue;
      const rect = { top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) } as DOMRectReadOnly;
      const entry = {
        target,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: 0,
      } as IntersectionObserverEntry;
      observer.callback([entry], observer);
    }
  }
}
