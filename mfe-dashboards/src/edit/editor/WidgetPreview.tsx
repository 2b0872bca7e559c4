import { useEffect, useState } from 'react';
import type { ViewRange, Widget } from '@pulseboard/shared';
import { WidgetFrame } from '../../widgets/frame/WidgetFrame.js';
import styles from './WidgetEditor.module.css';

/** Typing settles this long before the preview asks for data again. */
const PREVIEW_DELAY_MS = 500;

/**
 * The widget as the form has it, drawn by the dashboard's own frame with
 * preview data (POST /api/widgets/data), once the form is complete.
 */
export function WidgetPreview({ widget, isValid, view }: { widget: Widget; isValid: (widget: Widget) => boolean; view: ViewRange }) {
  const [shown, setShown] = useState(widget);
  useEffect(() => {
    const timer = setTimeout(() => setShown(widget), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [widget]);

  return (
    <section aria-label="Preview" className={styles.preview}>
      {isValid(shown) ? <WidgetFrame item={{ widget: shown, x: 0, y: 0, w: shown.width, h: shown.height }} view={view} refresh={false} /> : <p className={styles.hint}>The preview shows once the form is complete.</p>}
    </section>
  );
}
