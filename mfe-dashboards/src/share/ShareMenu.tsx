import { useLocation } from 'react-router-dom';
import { Button, CopyLink, eventBus, Icon, Popover, Tooltip, type IconName, type ViewRange } from '@pulseboard/shared';
import { shareUrl } from './share-url.js';
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

/** Spec §2: Copy URL, PDF export and, for the owner only, Mail reporting. Copying counts as sharing for onboarding. */
export function ShareMenu({ view, owner }: { view: ViewRange; owner: boolean }) {
  const { pathname } = useLocation();
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
          <NotYetAvailable icon="file" label="PDF export" />
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
