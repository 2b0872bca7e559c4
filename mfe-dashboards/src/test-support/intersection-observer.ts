/**
 * jsdom has no IntersectionObserver. This fake lets a test decide what is
 * near the viewport: `auto` reports every observed element as intersecting
 * at once (the default for all tests); otherwise `reveal(element)` does it.
 */
export function installIntersectionObserver({ auto }: { auto: boolean }) {
  const observed = new Map<Element, IntersectionObserverCallback>();
  class FakeIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.set(element, this.callback);
      if (auto) this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
    }
  }
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    /** Elements still waiting to come near the viewport. */
    waiting: () => [...observed.keys()],
    reveal(element: Element) {
      const callback = observed.get(element);
      callback?.([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}
