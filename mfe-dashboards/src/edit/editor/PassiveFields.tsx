import { useState } from 'react';
import { ApiError, ImageUpload, TextField, type PassiveWidget } from '@pulseboard/shared';
import { uploadFile } from '../../api/dashboard-edit.js';
import { changePassiveType, type PassiveTypeName } from '../form/widget-form.js';
import styles from './WidgetEditor.module.css';

const TYPES: Array<{ value: PassiveTypeName; label: string }> = [
  { value: 'plain', label: 'Text' },
  { value: 'upload', label: 'Image with text' },
  { value: 'historic', label: 'History of dated articles' },
];

type Article = Extract<PassiveWidget['type'], { name: 'historic' }>['articles'][number];

/** An image picked for a passive widget, stored at once (POST /api/files/widget); the server's refusal shows under it. */
function WidgetImage({ value, onChange, label }: { value: string | null; onChange: (url: string | null) => void; label: string }) {
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    setError(null);
    if (!file) return onChange(null);
    try {
      onChange((await uploadFile('widget', file)).url);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 422 ? failure.message : 'The image could not be uploaded.');
    }
  };
  return (
    <div>
      <span className={styles.label}>{label}</span>
      <ImageUpload value={value} onChange={(file) => void pick(file)} previewAlt={label} />
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
    </div>
  );
}

/** The passive widget's type and its inputs (spec §3): a text, an image with text, or dated articles. */
export function PassiveFields({ widget, onChange }: { widget: PassiveWidget; onChange: (widget: PassiveWidget) => void }) {
  const { type } = widget;
  const setArticle = (index: number, change: Partial<Article>) =>
    type.name === 'historic' && onChange({ ...widget, type: { ...type, articles: type.articles.map((article, at) => (at === index ? { ...article, ...change } : article)) } });

  return (
    <>
      <label className={styles.field}>
        Kind
        <select value={type.name} onChange={(event) => onChange(changePassiveType(widget, event.target.value as PassiveTypeName))}>
          {TYPES.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Text
        <textarea rows={4} value={widget.description} onChange={(event) => onChange({ ...widget, description: event.target.value })} />
      </label>
      {type.name === 'upload' ? (
        <>
          <WidgetImage label="Image" value={type.file[0] || null} onChange={(url) => onChange({ ...widget, type: { ...type, file: url ? [url] : [] } })} />
          <TextField label="Header" value={type.header[0] ?? ''} onChange={(event) => onChange({ ...widget, type: { ...type, header: [event.target.value] } })} />
          <TextField label="Caption" value={type.content[0] ?? ''} onChange={(event) => onChange({ ...widget, type: { ...type, content: [event.target.value] } })} />
        </>
      ) : null}
      {type.name === 'historic'
        ? type.articles.map((article, index) => (
            <fieldset key={index} className={styles.instance}>
              <legend>{`Article ${index + 1}`}</legend>
              <div className={styles.row}>
                <TextField label="Start date" type="date" required value={article.startDate} onChange={(event) => setArticle(index, { startDate: event.target.value })} />
                <TextField label="End date" type="date" required value={article.endDate} onChange={(event) => setArticle(index, { endDate: event.target.value })} />
              </div>
              <TextField label="Header" value={article.header} onChange={(event) => setArticle(index, { header: event.target.value })} />
              <label className={styles.field}>
                Content
                <textarea rows={3} value={article.content} onChange={(event) => setArticle(index, { content: event.target.value })} />
              </label>
              <TextField label="Description" value={article.description} onChange={(event) => setArticle(index, { description: event.target.value })} />
              <WidgetImage label="Image" value={article.file} onChange={(url) => setArticle(index, { file: url })} />
            </fieldset>
          ))
        : null}
      {type.name === 'historic' ? (
        <button type="button" className={styles.linkButton} onClick={() => onChange({ ...widget, type: { ...type, articles: [...type.articles, { file: null, header: '', content: '', description: '', startDate: '', endDate: '' }] } })}>
          Add an article
        </button>
      ) : null}
    </>
  );
}
