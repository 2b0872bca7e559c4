import { useMemo } from 'react';
import type { ViewRange, Widget } from '@pulseboard/shared';
import { WidgetFrame } from '../frame/WidgetFrame.js';
import { layoutWidgets } from './grid-layout.js';
import styles from './WidgetGrid.module.css';

/** Renders the layout model as a CSS grid of four columns; each widget's cell comes from the model, not from here. */
export function WidgetGrid({ widgets, view, refresh, label }: { widgets: Widget[]; view: ViewRange; refresh: boolean; label: string }) {
  const items = useMemo(() => layoutWidgets(widgets), [widgets]);
  return (
    <section className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <WidgetFrame key={item.widget.id} item={item} view={view} refresh={refresh} />
      ))}
    </section>
  );
}
