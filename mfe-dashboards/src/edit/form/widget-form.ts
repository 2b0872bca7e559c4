import { DEFAULT_WIDGET, formatOptionsSchema, passiveTypeSchema, WIDGET_FORMATS, WIDGET_HEIGHTS, WIDGET_WIDTHS, type InteractiveWidget, type PassiveWidget, type SourceCatalogue, type SourceType, type Widget, type WidgetInstance } from '@pulseboard/shared';
import { isTypeFormValid } from './type-form.js';

/** The catalogue of a source type, once loaded. */
export type CatalogueOf = (type: SourceType) => SourceCatalogue | undefined;

const filled = (text: string) => text.trim() !== '';
const sizeValid = (widget: Widget) => (WIDGET_WIDTHS as readonly number[]).includes(widget.width) && (WIDGET_HEIGHTS as readonly number[]).includes(widget.height);

/**
 * Spec §5: an interactive widget can be saved once its title, size and
 * format are set and each instance has a prefix and a complete type form.
 * An instance whose catalogue has not loaded yet is not complete.
 */
export function isInteractiveValid(widget: InteractiveWidget, catalogueOf: CatalogueOf): boolean {
  if (!filled(widget.title) || !sizeValid(widget) || !WIDGET_FORMATS.includes(widget.format)) return false;
  return widget.instances.every((instance) => {
    const catalogue = catalogueOf(instance.type);
    return filled(instance.prefix) && catalogue !== undefined && isTypeFormValid(catalogue, instance.config);
  });
}

/**
 * Spec §5: a passive widget needs its title, size, format and a type with
 * its required inputs: an upload at least one image; a history at least one
 * article, each with its start and end date.
 */
export function isPassiveValid(widget: PassiveWidget): boolean {
  if (!filled(widget.title) || !sizeValid(widget) || widget.format !== 'textCard') return false;
  if (!passiveTypeSchema.safeParse(widget.type).success) return false;
  return widget.type.name !== 'upload' || widget.type.file.some((file) => file !== '');
}

export const isWidgetValid = (widget: Widget, catalogueOf: CatalogueOf) => (widget.nature === 'interactive' ? isInteractiveValid(widget, catalogueOf) : isPassiveValid(widget));

/** Spec §4: a new title also names the instance of a single-instance widget, so its columns read as the widget. */
export function retitle<T extends Widget>(widget: T, title: string): T {
  if (widget.nature === 'passive' || widget.instances.length !== 1) return { ...widget, title };
  const [only] = widget.instances as [WidgetInstance];
  return { ...widget, title, instances: [{ ...only, prefix: title }] };
}

/** What an instance's form holds besides its type, prefix and id: all of it goes when the source type or the source changes (spec §4). */
const blankForm = (instance: WidgetInstance, sourceId: number | null): WidgetInstance => ({ id: instance.id, type: instance.type, prefix: instance.prefix, sourceId, config: {} });

export const changeSourceType = (instance: WidgetInstance, type: SourceType): WidgetInstance => blankForm({ ...instance, type }, null);

export const changeSource = (instance: WidgetInstance, sourceId: number | null): WidgetInstance => (sourceId === instance.sourceId ? instance : blankForm(instance, sourceId));

/** Spec §9's default widget: a table of 15 rows by the dimension, ascending, 2 wide and 1 high; its one instance not configured yet. */
export function newInteractiveWidget(id: string, order: number, type: SourceType, title = 'New widget'): InteractiveWidget {
  return {
    id,
    title,
    order,
    hash: '',
    realTime: false,
    description: '',
    nature: 'interactive',
    width: DEFAULT_WIDGET.width,
    height: DEFAULT_WIDGET.height,
    format: DEFAULT_WIDGET.format,
    rowsLimit: DEFAULT_WIDGET.rowsLimit,
    orderBy: { ...DEFAULT_WIDGET.orderBy },
    percent: false,
    hiddenChange: false,
    hiddenHighlight: false,
    formatOptions: formatOptionsSchema.parse({}),
    instances: [{ id: `${id}-1`, type, prefix: title, sourceId: null, config: {} }],
    calculatedMetrics: [],
  };
}

export type PassiveTypeName = PassiveWidget['type']['name'];

const emptyPassiveType = (name: PassiveTypeName): PassiveWidget['type'] =>
  name === 'plain' ? { name } : name === 'upload' ? { name, file: [], header: [], content: [] } : { name, articles: [{ file: null, header: '', content: '', description: '', startDate: '', endDate: '' }] };

export function newPassiveWidget(id: string, order: number, name: PassiveTypeName, title = 'New note'): PassiveWidget {
  return { id, title, order, hash: '', realTime: false, description: '', nature: 'passive', width: DEFAULT_WIDGET.width, height: DEFAULT_WIDGET.height, format: 'textCard', type: emptyPassiveType(name) };
}

export const changePassiveType = (widget: PassiveWidget, name: PassiveTypeName): PassiveWidget => (widget.type.name === name ? widget : { ...widget, type: emptyPassiveType(name) });
