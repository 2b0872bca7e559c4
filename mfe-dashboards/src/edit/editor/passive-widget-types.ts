import type { PassiveWidget } from '@pulseboard/shared';

type PassiveOf<Name extends PassiveWidget['type']['name']> = Omit<PassiveWidget, 'type'> & { type: Extract<PassiveWidget['type'], { name: Name }> };

/** A passive widget of one type, as the sections shown only for that type read the form. */
export type UploadWidget = PassiveOf<'upload'>;
export type HistoricWidget = PassiveOf<'historic'>;
