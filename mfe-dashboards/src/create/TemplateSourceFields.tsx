import { useEffect } from 'react';
import { FormChoiceField, Link, pathTo, SOURCE_TYPE_INFO, useFormContext, useWatch, type DashboardCreateInput, type SourceType } from '@pulseboard/shared';
import { useUsableSources } from '../edit/editor/use-editor-data.js';
import styles from './CreateDashboard.module.css';

/**
 * What a source template reports on: one of the company's connected sources
 * of its type and one of that source's accounts, the first of each chosen at
 * first. Without such a source, where to connect one.
 */
export function TemplateSourceFields({ sourceType }: { sourceType: SourceType }) {
  const { sources, loaded } = useUsableSources(sourceType);
  const { setValue } = useFormContext<DashboardCreateInput>();
  const [sourceId, property] = useWatch<DashboardCreateInput, ['sourceId', 'property']>({ name: ['sourceId', 'property'] });
  const source = sources.find((entry) => String(entry.id) === String(sourceId));
  const label = SOURCE_TYPE_INFO[sourceType].label;

  useEffect(() => {
    const first = sources[0];
    if (!source && first) setValue('sourceId', first.id);
  }, [source, sources, setValue]);
  useEffect(() => {
    const first = source?.properties[0];
    if (source && first && !source.properties.some((entry) => entry.id === property)) setValue('property', first.id);
  }, [source, property, setValue]);

  if (!loaded) return null;
  if (!sources.length) {
    return (
      <p className={styles.hint} role="status">
        This template reports on a {label} account: <Link to={pathTo('company.sources')}>connect a {label} source</Link> first.
      </p>
    );
  }
  return (
    <div className={styles.sourceFields}>
      <FormChoiceField<DashboardCreateInput>
        name="sourceId"
        label={`${label} source`}
        choices={sources.map((entry) => ({ value: String(entry.id), label: entry.account ?? `${label} #${entry.id}` }))}
      />
      <FormChoiceField<DashboardCreateInput>
        name="property"
        label="Account"
        choices={(source?.properties ?? []).map((entry) => ({ value: entry.id, label: entry.group ? `${entry.name} (${entry.group})` : entry.name }))}
      />
    </div>
  );
}
