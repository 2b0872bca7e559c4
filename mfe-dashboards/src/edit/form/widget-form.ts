import {
  DEFAULT_WIDGET,
  formatOptionsSchema,
  widgetSchema,
  type InteractiveWidget,
  type PassiveWidget,
  type SourceCatalogue,
  type SourceType,
  type Widget,
  type WidgetInstance,
  z,
} from '@pulseboard/shared';
import { isTypeFormValid } from './type-form.js';

/** The catalogue of a source type, once loaded. */
export type CatalogueOf = (type: SourceType) => SourceCatalogue | undefined;

/**
 * Spec §5 on top of the widget contract (title, size, format, a passive
 * type's inputs): each instance named by its prefix, and an upload with an
 * image. What the type forms ask for is known only once their catalogues
 * load, so isWidgetValid adds it.
 */
export const widgetFormSchema = widgetSchema.check(
  z.superRefine((widget, context) => {
    if (widget.nature === 'interactive') {
      widget.instances.forEach((instance, index) => {
        if (instance.prefix.trim() === '') context.addIssue({ code: 'custom', path: ['instances', index, 'prefix'], message: 'The prefix field is required.' });
      });
    } else if (widget.type.name === 'upload' && widget.type.file.length === 0) {
      context.addIssue({ code: 'custom', path: ['type', 'file'], message: 'An image is required.' });
    }
  }),
);

/** Spec §5: a widget can be saved once the form's rules hold and each instance's type form is complete; an instance whose catalogue has not loaded yet is not. */
export function isWidgetValid(widget: Widget, catalogueOf: CatalogueOf): boolean {
  if (!widgetFormSchema.safeParse(widget).success) return false;
  if (widget.nature === 'passive') return true;
  return widget.instances.every((instance) => {
    const catalogue = catalogueOf(instance.type);
    return catalogue !== undefined && isTypeFormValid(catalogue, instance.config);
  });
}

/** Spec §4: a new title also names the instance of a single-instance widget, so its columns read as the widget. */
export const prefixFollowsTitle = (widget: Widget): widget is InteractiveWidget => widget.nature === 'interactive' && widget.instances.length === 1;

/** What an instance's form holds besides its type, prefix and id: all of it goes when the source type or the source changes (spec §4). */
const blankForm = (instance: WidgetInstance, sourceId: number | null): WidgetInstance => ({ id: instance.id, type: instance.type, prefix: instance.prefix, sourceId, config: {} });

export const changeSourceType = (instance: WidgetInstance, type: SourceType): WidgetInstance => blankForm({ ...instance, type }, null);

export const changeSource = (instance: WidgetInstance, sourceId: number | null): WidgetInstance => (sourceId === instance.sourceId ? instance : blankForm(instance, sourceId));

/** The instance shown in a currency, or as its source reports it: then without the key, so choosing none again gives back the instance as it was. */
export function changeCurrency(instance: WidgetInstance, currency: string | undefined): WidgetInstance {
  const { currency: _previous, ...rest } = instance;
  return currency ? { ...rest, currency } : rest;
}

/** What every new widget starts with, whatever its nature. */
const newWidgetBase = (id: string, order: number, title: string) => ({ id, title, order, hash: '', realTime: false, description: '' });

/** Spec §9's default widget: a table of 15 rows by the dimension, ascending, 2 wide and 1 high; its one instance not configured yet. */
export function newInteractiveWidget(id: string, order: number, type: SourceType, title = 'New widget'): InteractiveWidget {
  return {
    ...newWidgetBase(id, order, title),
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

type Article = Extract<PassiveWidget['type'], { name: 'historic' }>['articles'][number];

export const blankArticle = (): Article => ({ file: null, header: '', content: '', description: '', startDate: '', endDate: '' });

const emptyPassiveType = (name: PassiveTypeName): PassiveWidget['type'] =>
  name === 'plain' ? { name } : name === 'upload' ? { name, file: [], header: [], content: [] } : { name, articles: [blankArticle()] };

export function newPassiveWidget(id: string, order: number, name: PassiveTypeName, title = 'New note'): PassiveWidget {
  return {
    ...newWidgetBase(id, order, title),
    nature: 'passive',
    width: DEFAULT_WIDGET.width,
    height: DEFAULT_WIDGET.height,
    format: 'textCard',
    type: emptyPassiveType(name),
  };
}

export const changePassiveType = (widget: PassiveWidget, name: PassiveTypeName): PassiveWidget => (widget.type.name === name ? widget : { ...widget, type: emptyPassiveType(name) });
