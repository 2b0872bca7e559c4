/**
 * The CSS of every Pulseboard bundle on another site's page, kept out of
 * that page and copied into the shadow root of each of our elements.
 * style-loader hands each style element here (shared/mf/style-insert.js)
 * instead of appending it to `document.head`, then fills it: the copies
 * follow their source's text as it is written and rewritten.
 */
export interface ShadowStyles {
  /** A style element of ours, kept out of the page's document. */
  adopt(style: HTMLStyleElement): void;
  /** A shadow root that gets a copy of every style, those adopted so far and those to come. */
  attach(root: ShadowRoot): void;
}

declare global {
  // Read by shared/mf/style-insert.js, which every bundle's style-loader runs.
  var __pulseboardShadowStyles: ShadowStyles | undefined;
}

function createShadowStyles(): ShadowStyles {
  const roots = new Set<ShadowRoot>();
  const copies = new Map<HTMLStyleElement, HTMLStyleElement[]>();
  const copyInto = (root: ShadowRoot, source: HTMLStyleElement) => {
    const copy = document.createElement('style');
    copy.textContent = source.textContent;
    root.append(copy);
    copies.get(source)?.push(copy);
  };
  return {
    adopt(style) {
      copies.set(style, []);
      roots.forEach((root) => copyInto(root, style));
      // style-loader writes the CSS right after handing the element over.
      new MutationObserver(() => copies.get(style)?.forEach((copy) => (copy.textContent = style.textContent))).observe(style, { childList: true, characterData: true, subtree: true });
    },
    attach(root) {
      if (roots.has(root)) return;
      roots.add(root);
      copies.forEach((_copies, source) => copyInto(root, source));
    },
  };
}

/** The page's one registry, made by the first bundle that asks: it must be there before any of our CSS loads. */
export function installShadowStyles(): ShadowStyles {
  globalThis.__pulseboardShadowStyles ??= createShadowStyles();
  return globalThis.__pulseboardShadowStyles;
}
