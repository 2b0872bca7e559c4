import { FormTextField, useFormContext, type Widget } from '@pulseboard/shared';
import { prefixFollowsTitle } from '../form/widget-form.js';

/** The widget's title; a single instance's prefix follows it (spec §4). */
export function TitleField() {
  const { getValues, setValue } = useFormContext<Widget>();
  return (
    <FormTextField<Widget>
      name="title"
      label="Title"
      required
      onChange={(event) => {
        if (prefixFollowsTitle(getValues())) setValue('instances.0.prefix', event.target.value, { shouldDirty: true });
      }}
    />
  );
}
