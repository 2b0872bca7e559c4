import { rangesOverlap, type DayRange, type PassiveWidget } from '@pulseboard/shared';
import { useDashboardRuntime } from '../../dashboard/dashboard-runtime.js';
import { imageUrl } from '../../dashboard/image-url.js';
import { formatRange } from '../format/format-range.js';
import type { PassiveRendererProps } from './renderer-props.js';
import styles from './renderers.module.css';

type Article = Extract<PassiveWidget['type'], { name: 'historic' }>['articles'][number];

/** Text is shown as text, never as markup; line breaks are kept. */
function Text({ children }: { children: string }) {
  return children ? <p className={styles.text}>{children}</p> : null;
}

function Figure({ file, header, content }: { file: string | null | undefined; header: string | undefined; content: string | undefined }) {
  const { print } = useDashboardRuntime();
  const source = imageUrl(file);
  return (
    <figure className={styles.figure}>
      {/* The header below names the image, so the image itself is decorative. */}
      {source ? <img src={source} alt="" loading={print ? 'eager' : 'lazy'} className={styles.image} /> : null}
      <figcaption>
        {header ? <h4 className={styles.figureTitle}>{header}</h4> : null}
        {content ? <Text>{content}</Text> : null}
      </figcaption>
    </figure>
  );
}

function Articles({ articles, range }: { articles: Article[]; range: DayRange }) {
  const current = articles.filter((article) => rangesOverlap(article, range));
  if (current.length === 0) return <p className={styles.muted}>Nothing was noted for this period.</p>;
  return (
    <ol className={styles.articles}>
      {current.map((article, index) => (
        <li key={`${article.startDate}-${index}`} className={styles.article}>
          <p className={styles.period}>{formatRange(article)}</p>
          <Figure file={article.file} header={article.header} content={article.content} />
          <Text>{article.description}</Text>
        </li>
      ))}
    </ol>
  );
}

/**
 * Passive widgets (spec §3): plain text; uploaded images with their header
 * and text; or a history of dated notes, of which only those overlapping
 * the view range show.
 */
export default function TextCard({ widget, view }: PassiveRendererProps) {
  const { type } = widget;
  return (
    <div className={styles.textCard}>
      {type.name === 'upload' ? type.file.map((file, index) => <Figure key={`${file}-${index}`} file={file} header={type.header[index]} content={type.content[index]} />) : null}
      {type.name === 'historic' ? <Articles articles={type.articles} range={view.range} /> : null}
      <Text>{widget.description}</Text>
    </div>
  );
}
