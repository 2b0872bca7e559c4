import { FormCheckboxField, FormChoiceField, type InteractiveWidget } from '@pulseboard/shared';
import type { CatalogueOf } from '../form/widget-form.js';
import { NumberSetting } from './NumberSetting.js';
import { useWidgetColumns } from './use-widget-watch.js';
import styles from './WidgetEditor.module.css';

const DIRECTIONS = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

/** Sorting, the row limit, shares of the total, and which changes and highlights show. */
export function DisplayFields({ catalogueOf }: { catalogueOf: CatalogueOf }) {
  const columns = useWidgetColumns(catalogueOf);
  return (
    <>
      <div className={styles.row}>
        <FormChoiceField<InteractiveWidget>
          name="orderBy.column"
          label="Order by"
          choices={[{ value: 'dimension', label: 'Dimension' }, ...columns.map((column) => ({ value: column.key, label: column.label }))]}
        />
        <FormChoiceField<InteractiveWidget> name="orderBy.dir" label="Direction" choices={DIRECTIONS} />
        <NumberSetting name="rowsLimit" label="Rows" min={1} max={1000} emptyValue={1} />
      </div>
      <div className={styles.row}>
        <FormCheckboxField<InteractiveWidget> name="percent" label="Show as shares of the total" />
        <FormCheckboxField<InteractiveWidget> name="hiddenChange" label="Hide changes" />
        <FormCheckboxField<InteractiveWidget> name="hiddenHighlight" label="Hide highlights" />
        <FormCheckboxField<InteractiveWidget> name="realTime" label="Real-time" />
      </div>
    </>
  );
}
