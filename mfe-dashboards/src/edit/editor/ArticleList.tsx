import { FormTextField, useFieldArray, useFormContext, useWatch } from '@pulseboard/shared';
import { blankArticle } from '../form/widget-form.js';
import type { HistoricWidget } from './passive-widget-types.js';
import { WidgetImage } from './WidgetImage.js';
import styles from './WidgetEditor.module.css';

/** One dated article of a history. */
function ArticleFields({ index }: { index: number }) {
  const path = `type.articles.${index}` as const;
  const { register, setValue } = useFormContext<HistoricWidget>();
  const file = useWatch<HistoricWidget, `type.articles.${number}.file`>({ name: `${path}.file` });
  return (
    <fieldset className={styles.instance}>
      <legend>{`Article ${index + 1}`}</legend>
      <div className={styles.row}>
        <FormTextField<HistoricWidget> name={`${path}.startDate`} label="Start date" type="date" required />
        <FormTextField<HistoricWidget> name={`${path}.endDate`} label="End date" type="date" required />
      </div>
      <FormTextField<HistoricWidget> name={`${path}.header`} label="Header" />
      <label className={styles.field}>
        Content
        <textarea rows={3} {...register(`${path}.content`)} />
      </label>
      <FormTextField<HistoricWidget> name={`${path}.description`} label="Description" />
      <WidgetImage<HistoricWidget> name={`${path}.file`} label="Image" value={file} onChange={(url) => setValue(`${path}.file`, url, { shouldDirty: true })} />
    </fieldset>
  );
}

/** A history's articles (spec §3), each with its start and end date; more can be added. */
export function ArticleList() {
  const { fields, append } = useFieldArray<HistoricWidget, 'type.articles'>({ name: 'type.articles' });
  return (
    <>
      {fields.map((field, index) => (
        <ArticleFields key={field.id} index={index} />
      ))}
      <button type="button" className={styles.linkButton} onClick={() => append(blankArticle())}>
        Add an article
      </button>
    </>
  );
}
