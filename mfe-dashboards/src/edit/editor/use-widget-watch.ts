import { useMemo } from 'react';
import { useWatch, type ContractForm, type InteractiveWidget, type Widget } from '@pulseboard/shared';
import { columnSourcesOf, widgetColumns, type WidgetColumn } from '../form/widget-columns.js';
import type { CatalogueOf, widgetFormSchema } from '../form/widget-form.js';
import { useCatalogues } from './use-editor-data.js';

/**
 * The whole widget as the form holds it now, a new object at each change,
 * for what depends on all of it: the preview and Save. The form starts from
 * a whole widget and is written a whole part at a time, so it always holds one.
 */
export const useWatchedWidget = () => useWatch<Widget>() as Widget;

type WidgetControl = ContractForm<typeof widgetFormSchema>['control'];

/** The catalogues of the source types the instances use; the caller re-renders when those types change or a catalogue arrives, not as the rest is typed. */
export function useWidgetCatalogues(control: WidgetControl): CatalogueOf {
  const types = useWatch({ control, compute: (widget) => (widget.nature === 'interactive' ? widget.instances.map((instance) => instance.type) : []) });
  return useCatalogues(types);
}

/** The interactive widget's columns, re-rendering the caller only when they change (a metric chosen, a prefix or calculated metric renamed). */
export function useWidgetColumns(catalogueOf: CatalogueOf): WidgetColumn[] {
  const sources = useWatch({ compute: (widget: InteractiveWidget) => columnSourcesOf(widget) });
  return useMemo(() => widgetColumns(sources, catalogueOf), [sources, catalogueOf]);
}
