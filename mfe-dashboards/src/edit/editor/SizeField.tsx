import { ChoiceField, useFormContext, useWatch, WIDGET_SIZES, type Widget } from '@pulseboard/shared';
import { resizeWidget } from '../layout/edit-layout.js';

const SIZE_CHOICES = WIDGET_SIZES.map((size) => ({ value: size.name, label: size.name }));

/** One of the twelve sizes (spec §3), held as the widget's width and height. */
export function SizeField() {
  const { getValues, setValue } = useFormContext<Widget>();
  const [width, height] = useWatch<Widget, ['width', 'height']>({ name: ['width', 'height'] });
  return (
    <ChoiceField
      label="Size"
      choices={SIZE_CHOICES}
      value={`${width}x${height}`}
      onChange={(event) => {
        const resized = resizeWidget(getValues(), event.target.value);
        setValue('width', resized.width, { shouldDirty: true });
        setValue('height', resized.height, { shouldDirty: true });
      }}
    />
  );
}
