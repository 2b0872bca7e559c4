import {
  Button,
  embeddingSitesInputSchema,
  eventBus,
  Form,
  FormTextField,
  Icon,
  MAX_EMBED_SITES,
  SubmitButton,
  useContractForm,
  useFieldError,
  useFormContext,
  useWatch,
  type EmbeddingSitesInput,
} from '@pulseboard/shared';
import styles from './EmbedDialog.module.css';

/**
 * One text field per site. The list is the contract's list of strings, so
 * the API's 422 keys (`allowedSites.0`) name the fields as they are; rows
 * are added and removed through the form's value rather than a field array,
 * which holds objects only.
 */
function SiteRows() {
  const { setValue, clearErrors } = useFormContext<EmbeddingSitesInput>();
  const sites = useWatch<EmbeddingSitesInput, 'allowedSites'>({ name: 'allowedSites' });
  const listError = useFieldError<EmbeddingSitesInput>('allowedSites');
  const setSites = (next: string[]) => setValue('allowedSites', next, { shouldDirty: true });
  const remove = (index: number) => {
    // The messages belong to rows that move up: they are asked again on the next save.
    clearErrors('allowedSites');
    setSites(sites.filter((_site, other) => other !== index));
  };

  return (
    <>
      {sites.length === 0 ? <p className={styles.text}>No site may embed this company&apos;s dashboards yet.</p> : null}
      {sites.map((_site, index) => (
        // Rows are their positions: the fields are named by index, and a removal moves the values up.
        <div key={index} className={styles.siteRow}>
          <FormTextField<EmbeddingSitesInput> name={`allowedSites.${index}`} label={`Site ${index + 1}`} placeholder="https://www.client.com" inputMode="url" />
          <Button variant="ghost" aria-label={`Remove site ${index + 1}`} onClick={() => remove(index)}>
            <Icon name="trash" />
          </Button>
        </div>
      ))}
      {listError ? <p className={styles.error}>{listError}</p> : null}
      {sites.length < MAX_EMBED_SITES ? (
        <Button variant="secondary" onClick={() => setSites([...sites, ''])}>
          <Icon name="plus" /> Add a site
        </Button>
      ) : null}
    </>
  );
}

interface Props {
  allowedSites: readonly string[];
  /** Saves the list; answers the sites as the API keeps them (their origins). */
  onSave: (input: EmbeddingSitesInput) => Promise<{ allowedSites: string[] }>;
}

/** The sites allowed to embed the company's dashboards (the frame-ancestors of the embed page): each an address such as https://www.client.com. */
export function AllowedSitesForm({ allowedSites, onSave }: Props) {
  const form = useContractForm(embeddingSitesInputSchema, { defaultValues: { allowedSites: [...allowedSites] } });
  const save = async (input: EmbeddingSitesInput) => {
    const saved = await onSave(input);
    form.reset({ allowedSites: saved.allowedSites });
    eventBus.emit('ui:notify', { level: 'success', message: 'The sites allowed to embed dashboards were saved.' });
  };
  return (
    <Form form={form} onSubmit={save} className={styles.section} aria-label="Allowed sites">
      <h3 className={styles.heading}>Allowed sites</h3>
      <p className={styles.text}>Only these sites may show the company&apos;s embedded dashboards; any other is refused.</p>
      <SiteRows />
      <div className={styles.actions}>
        <SubmitButton pendingLabel="Saving…">Save sites</SubmitButton>
      </div>
    </Form>
  );
}
