import { Icon, WIDGET_SIZES, type Widget } from '@pulseboard/shared';
import styles from './EditableGrid.module.css';

interface Props {
  widget: Widget;
  /** The widgets this one may be merged into (spec §4, §5); the control shows only when there are some. */
  mergeTargets: Widget[];
  onEdit: () => void;
  onRemove: () => void;
  onResize: (sizeName: string) => void;
  onMerge: (targetId: string) => void;
  draggable: boolean;
}

/**
 * A widget's tools in edit mode: the drag handle, the size picker (the
 * twelve sizes), merging into another widget, editing and removing. Native
 * selects, so the keyboard and screen readers work as everywhere.
 */
export function WidgetEditBar({ widget, mergeTargets, onEdit, onRemove, onResize, onMerge, draggable }: Props) {
  return (
    <div className={styles.bar}>
      {draggable ? (
        <span className={styles.handle} title="Drag to move">
          <Icon name="grip" />
        </span>
      ) : null}
      <select className={styles.select} aria-label={`Size of ${widget.title}`} value={`${widget.width}x${widget.height}`} onChange={(event) => onResize(event.target.value)}>
        {WIDGET_SIZES.map((size) => (
          <option key={size.name} value={size.name}>
            {size.name}
          </option>
        ))}
      </select>
      {mergeTargets.length > 0 ? (
        <select className={styles.select} aria-label={`Merge ${widget.title} into`} value="" onChange={(event) => event.target.value && onMerge(event.target.value)}>
          <option value="">Merge into…</option>
          {mergeTargets.map((target) => (
            <option key={target.id} value={target.id}>
              {target.title}
            </option>
          ))}
        </select>
      ) : null}
      <span className={styles.spacer} />
      <button type="button" className={styles.tool} aria-label={`Edit ${widget.title}`} onClick={onEdit}>
        <Icon name="edit" />
      </button>
      <button type="button" className={styles.tool} aria-label={`Remove ${widget.title}`} onClick={onRemove}>
        <Icon name="trash" />
      </button>
    </div>
  );
}
