import { useFieldArray, type InteractiveWidget } from '@pulseboard/shared';
import type { CatalogueOf } from '../form/widget-form.js';
import { CalculatedMetrics } from './CalculatedMetrics.js';
import { DisplayFields } from './DisplayFields.js';
import { FormatFields } from './FormatFields.js';
import { InstanceForm } from './InstanceForm.js';
import { MetricOptionsFields } from './MetricOptionsFields.js';

/** The interactive widget's own parts: its sources, format, display and metric options, calculated metrics. */
export function InteractiveFields({ catalogueOf }: { catalogueOf: CatalogueOf }) {
  const { fields, remove } = useFieldArray<InteractiveWidget, 'instances'>({ name: 'instances' });
  return (
    <>
      {fields.map((field, index) => (
        <InstanceForm key={field.id} index={index} catalogueOf={catalogueOf} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
      ))}
      <FormatFields />
      <DisplayFields catalogueOf={catalogueOf} />
      <MetricOptionsFields catalogueOf={catalogueOf} />
      <CalculatedMetrics catalogueOf={catalogueOf} />
    </>
  );
}
