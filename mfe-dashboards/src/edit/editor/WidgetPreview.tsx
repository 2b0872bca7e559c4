import { memo, useEffect, useState } from 'react';
import type { ViewRange, Widget } from '@pulseboard/shared';
import { WidgetFrame } from '../../widgets/frame/WidgetFrame.js';
import { isWidgetValid, type CatalogueOf } from '../form/widget-form.js';
import { useWatchedWidget } from './use-widget-watch.js';
import styles from './WidgetEditor.module.css';

/** Typing settles this long before the preview asks for data again. */
const PREVIEW_DELAY_MS = 500;

interface Props {
  catalogueOf: CatalogueOf;
  view: ViewRange;
}

/** The settled widget drawn; kept from re-rendering while the form is typed in, since a chart is costly to draw. */
const SettledPreview = memo(function SettledPreview({ widget, catalogueOf, view }: Props & { widget: Widget }) {
  return isWidgetValid(widget, catalogueOf) ? (
    <WidgetFrame item={{ widget, x: 0, y: 0, w: widget.width, h: widget.height }} view={view} refresh={false} />
  ) : (
    <p className={styles.hint}>The preview shows once the form is complete.</p>
  );
});

/**
 * The widget as the form has it, drawn by the dashboard's own frame with
 * preview data (POST /api/widgets/data), once the form is complete.
 */
export function WidgetPreview({ catalogueOf, view }: Props) {
  const widget = useWatchedWidget();
  const [shown, setShown] = useState(widget);
  useEffect(() => {
    const timer = setTimeout(() => setShown(widget), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [widget]);

  return (
    <section aria-label="Preview" className={styles.preview}>
      <SettledPreview widget={shown} catalogueOf={catalogueOf} view={view} />
    </section>
  );
}
