import { NumberInput, useController, useFieldError, type InteractiveWidget, type NumberInputProps } from '@pulseboard/shared';

type NumberPath = 'rowsLimit' | 'formatOptions.minValue' | 'formatOptions.maxValue';

interface Props extends Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: NumberPath;
  /** What an emptied field stands for: the widget always has a number here. */
  emptyValue: number;
}

/** A whole number of the widget; emptied, it takes its default rather than staying blank. */
export function NumberSetting({ name, emptyValue, onBlur, ...rest }: Props) {
  const { field } = useController<InteractiveWidget, NumberPath>({ name });
  const error = useFieldError<InteractiveWidget>(name);
  return (
    <NumberInput
      {...rest}
      name={field.name}
      value={field.value}
      onChange={(value) => field.onChange(value ?? emptyValue)}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={error}
    />
  );
}
