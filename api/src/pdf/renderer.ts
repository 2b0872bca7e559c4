import type { Browser, Page } from 'playwright-core';
import { PRINT_LAYOUT } from '@pulseboard/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { issueRenderToken, RENDER_COOKIE, type RenderAudience } from './render-token.js';
import { originsOf, refusingProxy } from './request-guard.js';

/**
 * Quiet on a machine without network: nothing phones home, nothing updates itself. WebRTC may not
 * send UDP around the request guard's proxy (request-guard.ts).
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * The print view's exact signal that every widget is drawn (mfe-dashboards/README.md): the
 * renderer needs no margin after it, unlike outside consumers of `data-ready`.
 */
const READY_SELECTOR = '[data-mode="print"][data-drawn="true"]';

export interface RenderRequest {
  dashboardId: number;
  audience: RenderAudience;
  /** Path and query of the print view. */
  printPath: string;
  timezone: string;
}

export interface RendererOptions {
  chromiumPath: string;
  /** Base URL of the web app the print view is opened at. */
  baseUrl: string;
  appKey: string;
  timeoutMs: number;
  /** Where the remotes are loaded from: absolute when served from a CDN, whose origin the print view may then load from too. */
  remoteUrls?: Iterable<string>;
  log: FastifyBaseLogger;
}

/**
 * Prints dashboards to PDF (and report previews to PNG) in one Chromium kept warm between jobs (launched on
 * the first job, launched again after a crash), each job in a fresh context:
 * no cookie, cache or storage leaks from one viewer's PDF into another's.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private readonly allowedOrigins: ReadonlySet<string>;

  constructor(private readonly options: RendererOptions) {
    this.allowedOrigins = originsOf([options.baseUrl, ...(options.remoteUrls ?? [])]);
  }

  private current(): Promise<Browser> {
    if (this.browser) return this.browser;
    // The app closes the browser itself on shutdown, after running renders finish. Playwright is
    // loaded with the first render, not with the server: a third of a second of every start-up.
    const launching = import('playwright-core').then(({ chromium }) =>
      chromium.launch({ executablePath: this.options.chromiumPath, args: CHROMIUM_ARGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false }),
    );
    this.browser = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (this.browser !== launching) return; // closed on purpose
          this.browser = null;
          this.options.log.warn('the PDF browser went away; the next job starts another');
        }),
      () => {
        if (this.browser === launching) this.browser = null;
      },
    );
    return launching;
  }

  /** The dashboard's print view as a PDF of selectable text and vector charts; rejects when it is not ready in time. */
  render(request: RenderRequest): Promise<Buffer> {
    return this.withReadyPage(request, (page) => page.pdf(PRINT_LAYOUT.pdf));
  }

  /** The top of the print view as a PNG (one screen of it), for the preview of a report e-mail. */
  screenshot(request: RenderRequest): Promise<Buffer> {
    return this.withReadyPage(request, (page) => page.screenshot({ type: 'png', fullPage: false }));
  }

  /** Opens the print view in a fresh context as the request's audience, waits for its ready signal, and hands the page over. */
  private async withReadyPage<T>(request: RenderRequest, use: (page: Page) => Promise<T>): Promise<T> {
    const { baseUrl, appKey, timeoutMs } = this.options;
    const browser = await this.current();
    const guard = await refusingProxy(this.allowedOrigins, (origin) => this.options.log.warn({ origin, dashboardId: request.dashboardId }, 'PDF render: a request outside the product was blocked'));
    const context = await browser.newContext({ viewport: PRINT_LAYOUT.viewport, timezoneId: request.timezone, locale: 'en-US', proxy: guard.proxy }).catch(async (error: unknown) => {
      await guard.close();
      throw error;
    });
    try {
      // Lives a minute longer than the render may take: the page asks for data until it is ready.
      const token = issueRenderToken(appKey, request.dashboardId, request.audience, timeoutMs + 60_000);
      await context.addCookies([{ name: RENDER_COOKIE, value: token, url: baseUrl, httpOnly: true, sameSite: 'Strict' }]);
      const page = await context.newPage();
      await page.emulateMedia({ media: 'print' });
      const deadline = Date.now() + timeoutMs;
      await page.goto(new URL(request.printPath, baseUrl).href, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
      await page.waitForSelector(READY_SELECTOR, { state: 'attached', timeout: Math.max(deadline - Date.now(), 1) }).catch((error: unknown) => {
        throw new Error(`The print view was not ready within ${timeoutMs / 1000} s`, { cause: error });
      });
      return await use(page);
    } finally {
      await context.close().catch(() => undefined);
      await guard.close();
    }
  }

  async close(): Promise<void> {
    const launching = this.browser;
    this.browser = null;
    if (launching) await (await launching.catch(() => null))?.close();
  }
}
