import { useId, useMemo } from 'react';
import { layoutWidgets, type ViewRange, VisuallyHidden, type Widget } from '@pulseboard/shared';
import { WidgetFrame } from '../frame/WidgetFrame.js';
import styles from './WidgetGrid.module.css';

interface Props {
  widgets: Widget[];
  view: ViewRange;
  refresh: boolean;
  /** Names the set; shown when the dashboard has two sets, read to screen readers always, so widget titles stay under a section heading. */
  title: string;
  showTitle: boolean;
}

/** Renders the layout model as a CSS grid of four columns; each widget's cell comes from the model, not from here. */
export function WidgetGrid({ widgets, view, refresh, title, showTitle }: Props) {
  const titleId = useId();
  const items = useMemo(() => layoutWidgets(widgets), [widgets]);
  return (
    <section aria-labelledby={titleId}>
      {showTitle ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : (
        <h2 className={styles.unseenTitle}>
          <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
        </h2>
      )}
      <div className={styles.grid}>
        {items.map((item) => (
          <WidgetFrame key={item.widget.id} item={item} view={view} refresh={refresh} />
        ))}
      </div>
    </section>
  );
}
