import { Popover } from '@pulseboard/shared';
import styles from './Settings.module.css';

/** The images already in use, to pick one for another place; "No media available" when there are none (spec §8). */
export function ImageGallery({ images, label, onPick }: { images: string[]; label: string; onPick: (url: string) => void }) {
  return (
    <Popover
      label={label}
      trigger={
        <button type="button" className={styles.linkButton}>
          Gallery
        </button>
      }
    >
      {images.length === 0 ? (
        <p className={styles.hint}>No media available</p>
      ) : (
        <ul className={styles.gallery}>
          {images.map((url) => (
            <li key={url}>
              <button type="button" onClick={() => onPick(url)} aria-label={`Use ${url.slice(url.lastIndexOf('/') + 1)}`}>
                <img src={url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
