import type { InteractiveWidget, ViewRange, WidgetData } from '@pulseboard/shared';
import { useDashboardRuntime } from '../../dashboard/dashboard-runtime.js';
import { useWidgetData } from '../data/use-widget-data.js';
import { interactiveRenderer } from '../registry.js';
import { DataAsOf } from './DataAsOf.js';
import { DataError } from './DataError.js';
import { Revealed } from './Revealed.js';
import { useAfterPaint } from './use-after-paint.js';
import { NoData, WidgetFailure, WidgetSkeleton } from './WidgetStates.js';
import styles from './Widget.module.css';

const isEmpty = (data: WidgetData) =>
  data.columns.length === 0 || (data.dimension ? data.rows.length === 0 : data.columns.every((column) => data.totals[column.key] === null || data.totals[column.key] === undefined));

/**
 * An interactive widget once near the viewport: its data, then the renderer
 * of its format; or why there is nothing to draw. A widget whose every
 * instance failed shows only the data error; one with some failed shows the
 * error above what the others returned. Figures of providers that charge
 * per call say when they were fetched. With `drawAfterPaint`, its first
 * drawing waits for the frame after its data came.
 */
export function InteractiveBody({ widget, view, refresh, drawAfterPaint, onReveal }: { widget: InteractiveWidget; view: ViewRange; refresh: boolean; drawAfterPaint: boolean; onReveal: () => void }) {
  const { print } = useDashboardRuntime();
  const { data, error, isLoading, mutate } = useWidgetData(widget, view, refresh);
  const drawable = useAfterPaint(drawAfterPaint, data !== undefined);

  if (!data && error) {
    return (
      <>
        <WidgetFailure message="This widget’s data could not be loaded." onRetry={print ? undefined : () => void mutate()} />
        <Revealed onReveal={onReveal} />
      </>
    );
  }
  if (!data || !drawable) return <WidgetSkeleton />;

  const failed = new Set(data.errors.map((failure) => failure.instanceId));
  const allFailed = failed.size > 0 && widget.instances.every((instance) => failed.has(instance.id));
  const Renderer = interactiveRenderer(widget.format);
  return (
    // Data of the previous range stays up, dimmed, while the new range loads.
    <div className={styles.content} data-stale={isLoading}>
      {failed.size > 0 ? <DataError errors={data.errors} partial={!allFailed} /> : null}
      {allFailed ? null : isEmpty(data) ? <NoData /> : <Renderer widget={widget} data={data} view={view} />}
      {data.fetchedAt ? <DataAsOf fetchedAt={data.fetchedAt} /> : null}
      <Revealed onReveal={onReveal} />
    </div>
  );
}
