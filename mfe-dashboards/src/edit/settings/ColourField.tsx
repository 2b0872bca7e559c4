import { isCssColor, TextField, useFormContext, useWatch, type DashboardSettingsFormValues } from '@pulseboard/shared';
import type { ColourStyle } from './style-values.js';

/**
 * A colour of the settings form, typed as text. A text that is not a colour
 * does not stop the save: the dashboard keeps its previous colour (spec §5),
 * which the field says while it holds one.
 */
export function ColourField({ style, label }: { style: ColourStyle; label: string }) {
  const name = `styles.${style}` as const;
  const { register } = useFormContext<DashboardSettingsFormValues>();
  const text = useWatch<DashboardSettingsFormValues, typeof name>({ name });
  const ignored = text.trim() !== '' && !isCssColor(text);
  return <TextField {...register(name)} label={label} placeholder="The theme's" error={ignored ? 'Not a colour: the previous one is kept.' : undefined} />;
}
