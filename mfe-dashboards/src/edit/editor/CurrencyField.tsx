import { ChoiceField, useFormContext, useWatch, type InteractiveWidget } from '@pulseboard/shared';
import { changeCurrency } from '../form/widget-form.js';

/** Currencies a money metric can be shown in; none keeps the source's own. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'JPY', 'INR', 'BRL'].map((code) => ({ value: code, label: code }));

/** The currency an instance's money metrics are shown in. */
export function CurrencyField({ index }: { index: number }) {
  const path = `instances.${index}` as const;
  const { getValues, setValue } = useFormContext<InteractiveWidget>();
  const currency = useWatch<InteractiveWidget, `instances.${number}.currency`>({ name: `${path}.currency` });
  return (
    <ChoiceField
      label="Currency"
      emptyLabel="As the source reports it"
      choices={CURRENCIES}
      value={currency ?? ''}
      onChange={(event) => setValue(path, changeCurrency(getValues(path), event.target.value || undefined), { shouldDirty: true })}
    />
  );
}
