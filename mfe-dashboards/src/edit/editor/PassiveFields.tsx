import { ChoiceField, useFormContext, useWatch, type PassiveWidget } from '@pulseboard/shared';
import { changePassiveType, type PassiveTypeName } from '../form/widget-form.js';
import { ArticleList } from './ArticleList.js';
import { UploadFields } from './UploadFields.js';
import styles from './WidgetEditor.module.css';

const TYPES: Array<{ value: PassiveTypeName; label: string }> = [
  { value: 'plain', label: 'Text' },
  { value: 'upload', label: 'Image with text' },
  { value: 'historic', label: 'History of dated articles' },
];

/** The passive widget's type and its inputs (spec §3): a text, an image with text, or dated articles. */
export function PassiveFields() {
  const { getValues, setValue, register } = useFormContext<PassiveWidget>();
  const kind = useWatch<PassiveWidget, 'type.name'>({ name: 'type.name' });
  return (
    <>
      <ChoiceField
        label="Kind"
        choices={TYPES}
        value={kind}
        onChange={(event) => setValue('type', changePassiveType(getValues(), event.target.value as PassiveTypeName).type, { shouldDirty: true })}
      />
      <label className={styles.field}>
        Text
        <textarea rows={4} {...register('description')} />
      </label>
      {kind === 'upload' ? <UploadFields /> : null}
      {kind === 'historic' ? <ArticleList /> : null}
    </>
  );
}
