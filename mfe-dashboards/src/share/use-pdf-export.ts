import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, reportError, shareQuery } from '@pulseboard/shared';
import { downloadFile } from './download-file.js';
import { requestPdf, type PdfTarget } from './pdf-request.js';

/**
 * How often a PDF being made is asked about again. A render takes one to a
 * few seconds; a second between polls added half a second to the average
 * wait, and a poll costs the API no more than a dashboard read.
 */
export const PDF_POLL_INTERVAL_MS = 250;
/** Spec §4, §9: the failed icon shows this long, then the button is idle again. */
export const PDF_FAILED_MS = 1500;

export type PdfExportPhase = 'idle' | 'generating' | 'ready' | 'failed';

type State = { phase: 'idle' | 'generating' | 'failed' } | { phase: 'ready'; url: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The PDF button's states (spec §4): idle → generating (asking again on
 * 202 and 304 with the check token) → ready (the file downloads at once; a
 * click downloads it again and goes back to idle) or failed (1.5 s, then
 * idle). Clicks do nothing while disabled, generating or failed. Request
 * errors go to error tracking, except 429 (the viewer asked too often).
 * Another view (range, permalink) starts over from idle. `onDownloaded` is
 * told of each download (sharing the dashboard, for onboarding: spec §4).
 */
export function usePdfExport(target: PdfTarget, disabled: boolean, onDownloaded: () => void) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  // The latest callback, for a download that ends a poll begun with an earlier one.
  const downloaded = useRef(onDownloaded);
  downloaded.current = onDownloaded;
  const download = useCallback((url: string) => {
    downloadFile(url);
    downloaded.current();
  }, []);
  // Each export gets a number; a poll whose number is no longer current stops (new view, unmount).
  const run = useRef(0);

  const identity = `${target.permalink}|${target.realTime}|${new URLSearchParams(shareQuery(target.view)).toString()}`;
  useEffect(() => {
    setState({ phase: 'idle' });
    return () => {
      run.current += 1;
    };
  }, [identity]);

  useEffect(() => {
    if (state.phase !== 'failed') return undefined;
    const timer = setTimeout(() => setState({ phase: 'idle' }), PDF_FAILED_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  const generate = useCallback(
    async (asked: PdfTarget) => {
      const current = ++run.current;
      setState({ phase: 'generating' });
      try {
        let reply = await requestPdf(asked);
        while (reply.status === 'pending') {
          await wait(PDF_POLL_INTERVAL_MS);
          if (run.current !== current) return;
          reply = await requestPdf(asked, reply.check);
        }
        if (run.current !== current) return;
        setState({ phase: 'ready', url: reply.url });
        download(reply.url);
      } catch (error) {
        if (run.current !== current) return;
        if (!(error instanceof ApiError && error.status === 429)) reportError(error, { permalink: asked.permalink, pdf: true });
        setState({ phase: 'failed' });
      }
    },
    [download],
  );

  const click = useCallback(() => {
    if (disabled || state.phase === 'generating' || state.phase === 'failed') return;
    if (state.phase === 'ready') {
      download(state.url);
      setState({ phase: 'idle' });
      return;
    }
    void generate(target);
  }, [disabled, state, generate, download, target]);

  return { phase: state.phase, click };
}
