import { SubmitButton } from '@pulseboard/shared';
import { isWidgetValid, type CatalogueOf } from '../form/widget-form.js';
import { useWatchedWidget } from './use-widget-watch.js';

/** Save, disabled until the widget is complete (spec §5). */
export function SaveWidgetButton({ catalogueOf }: { catalogueOf: CatalogueOf }) {
  const widget = useWatchedWidget();
  return <SubmitButton disabled={!isWidgetValid(widget, catalogueOf)}>Save widget</SubmitButton>;
}
