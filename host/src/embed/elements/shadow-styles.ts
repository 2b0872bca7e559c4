/**
 * The CSS of every Pulseboard bundle on another site's page, kept out of
 * that page and copied into the shadow root of each of our elements.
 * Each bundle's chunk loading hands the stylesheet link of a chunk here
 * (shared/mf/style-insert.js) instead of appending it to `document.head`.
 * The link itself goes into a hidden shadow root of its own, where it loads
 * (the chunk counts as loaded once it has) without styling the page; each
 * element's shadow root gets a copy, which the browser serves from its cache.
 */
export interface ShadowStyles {
  /** A stylesheet link of ours, kept out of the page's document. */
  adopt(link: HTMLLinkElement): void;
  /** A shadow root that gets a copy of every stylesheet, those adopted so far and those to come. */
  attach(root: ShadowRoot): void;
}

declare global {
  // Read by shared/mf/style-insert.js, which every bundle's chunk loading runs.
  var __pulseboardShadowStyles: ShadowStyles | undefined;
}

function createShadowStyles(): ShadowStyles {
  const roots = new Set<ShadowRoot>();
  const links: HTMLLinkElement[] = [];
  let loading: ShadowRoot | undefined;
  const loadingRoot = () => {
    if (loading) return loading;
    const holder = document.createElement('pulseboard-stylesheets');
    holder.hidden = true;
    document.documentElement.append(holder);
    loading = holder.attachShadow({ mode: 'open' });
    return loading;
  };
  const copyInto = (root: ShadowRoot, link: HTMLLinkElement) => root.append(link.cloneNode(false));
  return {
    adopt(link) {
      links.push(link);
      roots.forEach((root) => copyInto(root, link));
      loadingRoot().append(link);
    },
    attach(root) {
      if (roots.has(root)) return;
      roots.add(root);
      links.forEach((link) => copyInto(root, link));
    },
  };
}

/** The page's one registry, made by the first bundle that asks: it must be there before any of our CSS loads. */
export function installShadowStyles(): ShadowStyles {
  globalThis.__pulseboardShadowStyles ??= createShadowStyles();
  return globalThis.__pulseboardShadowStyles;
}
