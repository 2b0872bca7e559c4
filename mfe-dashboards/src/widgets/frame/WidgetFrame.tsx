import { Suspense, useCallback, useId, type CSSProperties } from 'react';
import { type GridItem, sizeName, type ViewRange } from '@pulseboard/shared';
import { useDashboardRuntime } from '../../dashboard/dashboard-runtime.js';
import { useNearViewport } from '../data/use-near-viewport.js';
import { PassiveRenderer } from '../registry.js';
import { InteractiveBody } from './InteractiveBody.js';
import { Revealed } from './Revealed.js';
import { WidgetErrorBoundary } from './WidgetErrorBoundary.js';
import { WidgetSkeleton } from './WidgetStates.js';
import styles from './Widget.module.css';

/** Grid placement from the layout model, as CSS variables the stylesheet turns into grid lines (and overrides on small screens). */
const placement = ({ x, y, w, h }: GridItem) => ({ '--x': x + 1, '--y': y + 1, '--w': w, '--h': h }) as CSSProperties;

/**
 * A widget's card: title, then its content once the card comes near the
 * viewport (at once in print); one just below the first screen draws just
 * after it. The content sits in an error boundary, reset when the widget
 * changes (its hash), and in Suspense while its renderer's code loads.
 */
export function WidgetFrame({ item, view, refresh }: { item: GridItem; view: ViewRange; refresh: boolean }) {
  const { widget } = item;
  const { print, reveal } = useDashboardRuntime();
  const [watch, { near, belowFirstScreen }] = useNearViewport(print);
  const titleId = useId();
  const onReveal = useCallback(() => reveal(widget.id), [reveal, widget.id]);

  return (
    <article
      ref={watch}
      className={styles.widget}
      style={placement(item)}
      data-size={sizeName(item)}
      data-width={item.w}
      data-widget-id={widget.id}
      data-print={print || undefined}
      aria-labelledby={titleId}
    >
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {widget.title}
        </h3>
        {widget.realTime ? <span className={styles.live}>Live</span> : null}
      </header>
      {widget.nature === 'interactive' && widget.description ? <p className={styles.description}>{widget.description}</p> : null}
      <div className={styles.body}>
        {near ? (
          <WidgetErrorBoundary key={widget.hash} widgetId={widget.id} onReveal={onReveal}>
            <Suspense fallback={<WidgetSkeleton />}>
              {widget.nature === 'passive' ? (
                <>
                  <PassiveRenderer widget={widget} view={view} />
                  <Revealed onReveal={onReveal} />
                </>
              ) : (
                <InteractiveBody widget={widget} view={view} refresh={refresh} drawAfterPaint={belowFirstScreen} onReveal={onReveal} />
              )}
            </Suspense>
          </WidgetErrorBoundary>
        ) : (
          <WidgetSkeleton waiting />
        )}
      </div>
    </article>
  );
}
