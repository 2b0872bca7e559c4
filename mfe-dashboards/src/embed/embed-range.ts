import { orderedView, type EmbedCommandMap, type EmbedEventMap, type ViewRange } from '@pulseboard/shared';

/** A view range as the page API writes it: four days, the comparison always given. */
export const rangePayload = ({ range, compare }: ViewRange): EmbedEventMap['rangeChange'] => ({
  startDate: range.startDate,
  endDate: range.endDate,
  compareStartDate: compare.startDate,
  compareEndDate: compare.endDate,
});

/** The view a `setRange` asks for; without a comparison, the period just before, as a link without one gets. */
export const viewOfCommand = (command: EmbedCommandMap['setRange']): ViewRange => orderedView(command);
