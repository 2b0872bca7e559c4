import { useFormContext, useWatch, type InteractiveWidget, type SourceCatalogue, type WidgetInstance } from '@pulseboard/shared';
import { setParameter, shownParameters } from '../form/type-form.js';
import { ParameterField } from './ParameterField.js';

interface Props {
  /** The instance's place among the widget's instances. */
  index: number;
  catalogue: SourceCatalogue;
  sourceId: number | null;
}

/**
 * An instance's type form: the parameters set once for the source (global),
 * then those of this widget, each only while its condition holds. One value
 * can clear or hide others, so the form is watched and written as a whole.
 */
export function TypeFormFields({ index, catalogue, sourceId }: Props) {
  const path = `instances.${index}.config` as const;
  const { getValues, setValue } = useFormContext<InteractiveWidget>();
  // Compared by value: a change elsewhere in the instance (its prefix following the title) leaves the parameters alone.
  const config = useWatch<InteractiveWidget, `instances.${number}.config`, InteractiveWidget, WidgetInstance['config']>({ name: path, compute: (value) => value });
  const shown = shownParameters(catalogue, config);
  const fieldsOf = (scope: 'global' | 'widget') =>
    shown
      .filter((parameter) => parameter.scope === scope)
      .map((parameter) => (
        <ParameterField
          key={parameter.name}
          parameter={parameter}
          catalogue={catalogue}
          sourceId={sourceId}
          config={config}
          onChange={(value) => setValue(path, setParameter(catalogue, getValues(path), parameter.name, value), { shouldDirty: true })}
        />
      ));
  return (
    <>
      {fieldsOf('global')}
      {fieldsOf('widget')}
    </>
  );
}
