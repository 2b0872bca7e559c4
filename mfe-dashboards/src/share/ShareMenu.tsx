import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Button, CopyLink, eventBus, Icon, pageConfigAtom, Popover, Tooltip, type IconName, type ViewRange } from '@pulseboard/shared';
import { useDashboardRuntime } from '../dashboard/dashboard-runtime.js';
import { PdfButton } from './PdfButton.js';
import { shareUrl } from './share-url.js';
import { usePdfExport } from './use-pdf-export.js';
import styles from './ShareMenu.module.css';

/**
 * Listed so people know it is coming, but it does nothing yet: focusable with
 * aria-disabled, so the tooltip saying so reaches keyboard users too.
 */
function NotYetAvailable({ icon, label }: { icon: IconName; label: string }) {
  return (
    <Tooltip content={`${label} is not available yet.`} side="left">
      <button type="button" aria-disabled="true" className={styles.item}>
        <Icon name={icon} />
        {label}
      </button>
    </Tooltip>
  );
}

interface Props {
  view: ViewRange;
  owner: boolean;
  /** Widgets on the dashboard as this viewer gets it: PDF export stops above the page config's maximum. */
  widgetsCount: number;
  /** The real-time view exports its real-time widgets. */
  realTime: boolean;
}

/**
 * Spec §2: Copy URL, PDF export and, for the owner only, Mail reporting.
 * Copying or downloading the PDF counts as sharing for onboarding. The PDF
 * export lives here rather than in the menu's panel, so closing the menu
 * neither stops a PDF being made nor its download.
 */
export function ShareMenu({ view, owner, widgetsCount, realTime }: Props) {
  const { pathname } = useLocation();
  const { permalink, token } = useDashboardRuntime();
  const maxWidgets = useAtomValue(pageConfigAtom)?.maxWidgetsForPdf ?? Number.POSITIVE_INFINITY;
  const pdfDisabled = widgetsCount > maxWidgets;
  const pdf = usePdfExport({ permalink, view, realTime, token }, pdfDisabled);
  return (
    <Popover
      label="Share"
      align="end"
      trigger={
        <Button variant="secondary">
          <Icon name="share" /> Share
        </Button>
      }
    >
      <ul className={styles.menu}>
        <li>
          <CopyLink url={shareUrl(window.location.origin, pathname, view)} className={styles.item} onCopied={() => eventBus.emit('onboarding:action', { action: 'dashboard:shared' })}>
            Copy URL
          </CopyLink>
        </li>
        <li>
          <PdfButton phase={pdf.phase} disabled={pdfDisabled} maxWidgets={maxWidgets} onClick={pdf.click} />
        </li>
        {owner ? (
          <li>
            <NotYetAvailable icon="mail" label="Mail reporting" />
          </li>
        ) : null}
      </ul>
    </Popover>
  );
}
