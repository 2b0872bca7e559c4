import { mountRootParcel, type Parcel } from 'single-spa';
import type { EmbedCommandMap, EmbedEventMap, EmbedEventName, EmbedParcelProps } from '@pulseboard/shared';
import { frameCommand } from '../embed-envelope.js';
import type { DashboardElementApi } from '../script-embed.js';
import { loadDashboardsParcel } from './dashboards-parcel.js';
import { installShadowStyles } from './shadow-styles.js';

/** What an element shows: a dashboard, opened with a token or as a public embed. */
interface Shown {
  permalink: string;
  token: string | null;
}
const sameShown = (a: Shown | null, b: Shown | null) => a?.permalink === b?.permalink && a?.token === b?.token;

// The embed's own words (mfe-dashboards' EMBED_FAILURES.failed), for when the dashboards remote itself cannot load.
const LOAD_FAILED = { code: 'failed', message: 'This dashboard could not be loaded.' } as const;

/**
 * `<pulseboard-dashboard permalink="…" token="…">`: the dashboards remote's
 * parcel mounted in a shadow root, so the page's CSS and ours never meet,
 * its events dispatched on the element as `pulseboard:<type>` DOM events
 * (embed.js hands them to `Pulseboard.on` handlers too), and `setRange`.
 * Added, removed or given other attributes, it mounts, unmounts or
 * remounts; these steps run one after the other, as the parcel's
 * lifecycles are asynchronous.
 */
export function dashboardElement(origin: string): CustomElementConstructor {
  const styles = installShadowStyles();

  return class PulseboardDashboard extends HTMLElement implements DashboardElementApi {
    static observedAttributes = ['permalink', 'token'];

    readonly #container: HTMLDivElement;
    readonly #commandListeners = new Set<(message: unknown) => void>();
    #mounted: { shown: Shown; parcel: Parcel } | null = null;
    #steps = Promise.resolve();
    #stepQueued = false;

    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      styles.attach(root);
      this.#container = document.createElement('div');
      root.append(this.#container);
    }

    connectedCallback() {
      this.#sync();
    }

    disconnectedCallback() {
      this.#sync();
    }

    attributeChangedCallback() {
      this.#sync();
    }

    /** Shows another range; refused with an `error` event (`range-locked`) where the token locks the range. */
    setRange(range: EmbedCommandMap['setRange']) {
      const command = frameCommand('setRange', range);
      this.#commandListeners.forEach((listener) => listener(command));
    }

    /** What the element should show now: nothing while it is off the page or has no permalink. */
    #wanted(): Shown | null {
      const permalink = this.getAttribute('permalink');
      return this.isConnected && permalink ? { permalink, token: this.getAttribute('token') || null } : null;
    }

    /** Brings the parcel to what the element wants, after the step under way; changes made meanwhile join the one step queued. */
    #sync() {
      if (this.#stepQueued) return;
      this.#stepQueued = true;
      this.#steps = this.#steps
        .then(() => {
          this.#stepQueued = false;
          return this.#reach();
        })
        .catch((error: unknown) => this.#failed(error));
    }

    async #reach() {
      const wanted = this.#wanted();
      if (sameShown(this.#mounted?.shown ?? null, wanted)) return;
      if (this.#mounted) {
        const { parcel } = this.#mounted;
        this.#mounted = null;
        await parcel.unmount();
      }
      if (!wanted) return;
      const config = await loadDashboardsParcel(origin);
      const props: EmbedParcelProps & { domElement: HTMLElement } = { ...wanted, apiOrigin: origin, emit: this.#emit, onCommand: this.#onCommand, domElement: this.#container };
      const parcel = mountRootParcel(config, props);
      this.#mounted = { shown: wanted, parcel };
      await parcel.mountPromise;
    }

    #emit = <K extends EmbedEventName>(type: K, payload: EmbedEventMap[K]) => {
      this.dispatchEvent(new CustomEvent(`pulseboard:${type}`, { detail: payload }));
    };

    #onCommand = (listener: (message: unknown) => void) => {
      this.#commandListeners.add(listener);
      return () => void this.#commandListeners.delete(listener);
    };

    #failed(error: unknown) {
      console.error(error);
      // A parcel that failed to mount cannot be unmounted: the next change of attributes starts afresh.
      this.#mounted = null;
      this.#container.textContent = LOAD_FAILED.message;
      this.#emit('error', LOAD_FAILED);
    }
  };
}
