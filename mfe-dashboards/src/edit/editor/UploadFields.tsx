import { TextField, useFormContext, useWatch } from '@pulseboard/shared';
import type { UploadWidget } from './passive-widget-types.js';
import { WidgetImage } from './WidgetImage.js';

/** An upload's image, with the header and caption shown over it. */
export function UploadFields() {
  const { setValue } = useFormContext<UploadWidget>();
  const [file, header, content] = useWatch<UploadWidget, ['type.file', 'type.header', 'type.content']>({ name: ['type.file', 'type.header', 'type.content'] });
  const dirty = { shouldDirty: true };
  return (
    <>
      <WidgetImage<UploadWidget> name="type.file" label="Image" value={file[0] ?? null} onChange={(url) => setValue('type.file', url ? [url] : [], dirty)} />
      <TextField label="Header" value={header[0] ?? ''} onChange={(event) => setValue('type.header', [event.target.value], dirty)} />
      <TextField label="Caption" value={content[0] ?? ''} onChange={(event) => setValue('type.content', [event.target.value], dirty)} />
    </>
  );
}
