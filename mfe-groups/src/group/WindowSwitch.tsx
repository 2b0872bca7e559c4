import { CAMPAIGN_WINDOWS, type CampaignWindow } from '@pulseboard/shared';
import styles from './GroupScreen.module.css';

/** The 7 / 30 days switch (spec §9): which window the figures and their changes cover. */
export function WindowSwitch({ days, onChange }: { days: CampaignWindow; onChange: (days: CampaignWindow) => void }) {
  return (
    <div role="group" aria-label="Change over" className={styles.switch}>
      {CAMPAIGN_WINDOWS.map((window) => (
        <button key={window} type="button" aria-pressed={window === days} className={window === days ? styles.switchOn : styles.switchOff} onClick={() => window !== days && onChange(window)}>
          {window} days
        </button>
      ))}
    </div>
  );
}
