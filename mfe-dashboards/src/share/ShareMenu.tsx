import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  Button,
  CopyLink,
  currentUserAtom,
  eventBus,
  Icon,
  pageConfigAtom,
  pathTo,
  Popover,
  preloadable,
  reportError,
  useLoadedWhen,
  useLocation,
  useNavigate,
  type DashboardSharing,
  type ViewRange,
} from '@pulseboard/shared';
import { useDashboardRuntime } from '../dashboard/dashboard-runtime.js';
import { PdfButton } from './PdfButton.js';
import { shareUrl } from './share-url.js';
import { usePdfExport } from './use-pdf-export.js';
import styles from './ShareMenu.module.css';

const NOT_PERMITTED = 'Ask an admin for the permission to schedule automatic reports.';

// The owner's modals bring forms and their schemas: their code loads as the menu first opens, not with every report.
const AutomaticReportModal = preloadable(async () => ({ default: (await import('../automatic-reports/AutomaticReportModal.js')).AutomaticReportModal }));
const EmbedDialog = preloadable(async () => ({ default: (await import('./embedding/EmbedDialog.js')).EmbedDialog }));
const SharingDialog = preloadable(async () => ({ default: (await import('./sharing/SharingDialog.js')).SharingDialog }));

interface Props {
  /** The dashboard's numeric id, which its automatic reports are filed under. */
  dashboardId: number;
  /** Its name, the title of its embedded frame. */
  dashboardName: string;
  view: ViewRange;
  owner: boolean;
  /** Widgets on the dashboard as this viewer gets it: PDF export stops above the page config's maximum. */
  widgetsCount: number;
  /** The real-time view exports its real-time widgets. */
  realTime: boolean;
  /** Its link and whether it is public or asks for a password (spec §3). */
  sharing: DashboardSharing;
  /** The dashboard was made public or private, or its password set or removed. */
  onSharingChange: (sharing: DashboardSharing) => void;
}

/**
 * Spec §2: Copy URL, PDF export and, for the owner only, Mail reporting,
 * Embed, and the link and password. Copying or downloading the PDF counts
 * as sharing for onboarding. A new link takes the view to it: the old one
 * no longer opens the dashboard.
 * The PDF export lives here rather than in the menu's panel, so closing the
 * menu neither stops a PDF being made nor its download. Mail reporting and
 * Embed close the menu and open their modals, which live outside the panel
 * for the same reason; their code loads as the menu opens. A click waits for
 * that code (asking for it again if it failed to load) and then opens the
 * modal, or says that it could not be loaded: no click opens nothing.
 */
export function ShareMenu({ dashboardId, dashboardName, view, owner, widgetsCount, realTime, sharing, onSharingChange }: Props) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { permalink, credential } = useDashboardRuntime();
  const maxWidgets = useAtomValue(pageConfigAtom)?.maxWidgetsForPdf ?? Number.POSITIVE_INFINITY;
  const pdfDisabled = widgetsCount > maxWidgets;
  // Copying the link or downloading the PDF of one's own dashboard is the onboarding step "share your dashboard"; another company's public one is not.
  const shared = () => {
    if (owner) eventBus.emit('onboarding:action', { action: 'dashboard:shared' });
  };
  const pdf = usePdfExport({ permalink, view, realTime, token: credential.kind === 'password' ? credential.token : null }, pdfDisabled, shared);
  const [menuOpen, setMenuOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [embedding, setEmbedding] = useState(false);
  const [sharingOpen, setSharingOpen] = useState(false);
  // Scheduling is a permission an admin gives (spec §6); the API refuses it too.
  const mayReport = useAtomValue(currentUserAtom)?.canCreateAutomaticReports ?? false;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const reportingLoaded = useLoadedWhen(AutomaticReportModal, owner && (menuOpen || reporting), reportError);
  const embeddingLoaded = useLoadedWhen(EmbedDialog, owner && (menuOpen || embedding), reportError);
  const sharingLoaded = useLoadedWhen(SharingDialog, owner && (menuOpen || sharingOpen), reportError);
  const changeSharing = (next: DashboardSharing) => {
    if (next.permalink === sharing.permalink) return onSharingChange(next);
    setSharingOpen(false);
    void navigate(`${pathTo(realTime ? 'dashboard.realTime' : 'dashboard.show', { permalink: next.permalink })}${search}`, { replace: true });
    eventBus.emit('ui:notify', { level: 'success', message: 'The dashboard has a new link: the old one no longer opens it.' });
  };
  const openModal = (modal: { preload: () => Promise<void> }, name: string, setModalOpen: (open: boolean) => void) => {
    // The modal gives focus back to what had it when it opened: Share, not the menu item about to go.
    triggerRef.current?.focus();
    setMenuOpen(false);
    modal.preload().then(
      () => setModalOpen(true),
      (error: unknown) => {
        reportError(error, { area: 'share-menu' });
        eventBus.emit('ui:notify', { level: 'error', message: `${name} could not be opened: its code did not load. Check your connection and try again.` });
      },
    );
  };
  return (
    <>
      <Popover
        label="Share"
        align="end"
        open={menuOpen}
        onOpenChange={setMenuOpen}
        trigger={
          <Button ref={triggerRef} variant="secondary">
            <Icon name="share" /> Share
          </Button>
        }
      >
        <ul className={styles.menu}>
          <li>
            <CopyLink url={shareUrl(window.location.origin, pathname, view)} className={styles.item} onCopied={shared}>
              Copy URL
            </CopyLink>
          </li>
          <li>
            <PdfButton phase={pdf.phase} disabled={pdfDisabled} maxWidgets={maxWidgets} onClick={pdf.click} />
          </li>
          {owner ? (
            <li>
              <button
                type="button"
                className={styles.item}
                disabled={!mayReport}
                title={mayReport ? undefined : NOT_PERMITTED}
                onClick={() => openModal(AutomaticReportModal, 'Mail reporting', setReporting)}
              >
                <Icon name="mail" />
                Mail reporting
              </button>
              {mayReport ? null : <p className={styles.note}>{NOT_PERMITTED}</p>}
            </li>
          ) : null}
          {owner ? (
            <li>
              <button type="button" className={styles.item} onClick={() => openModal(EmbedDialog, 'Embed', setEmbedding)}>
                <Icon name="globe" />
                Embed
              </button>
            </li>
          ) : null}
          {owner ? (
            <li>
              <button type="button" className={styles.item} onClick={() => openModal(SharingDialog, 'Link and password', setSharingOpen)}>
                <Icon name="lock" />
                Link and password
              </button>
            </li>
          ) : null}
        </ul>
      </Popover>
      {owner && reportingLoaded ? <AutomaticReportModal open={reporting} onClose={() => setReporting(false)} dashboardId={dashboardId} pdfDisabled={pdfDisabled} /> : null}
      {owner && embeddingLoaded ? <EmbedDialog open={embedding} onClose={() => setEmbedding(false)} permalink={permalink} name={dashboardName} /> : null}
      {owner && sharingLoaded ? <SharingDialog open={sharingOpen} onClose={() => setSharingOpen(false)} dashboardId={dashboardId} sharing={sharing} onChange={changeSharing} /> : null}
    </>
  );
}
