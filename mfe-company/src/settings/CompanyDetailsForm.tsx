import { useSetAtom } from 'jotai';
import {
  companyUpdateSchema,
  eventBus,
  Form,
  FormTextField,
  FormUploadedImageField,
  replaceCompanyDetailsAtom,
  SubmitButton,
  useContractForm,
  useUnsavedPageChanges,
  type Company,
  type CompanyUpdate,
  type CompanyUpdateInput,
} from '@pulseboard/shared';
import { saveCompany } from './api.js';
import styles from './CompanySettings.module.css';

const formValuesOf = (company: Company): CompanyUpdateInput => ({ name: company.name, phone: company.phone ?? '', logo: company.logo });

/**
 * The company's name, phone and logo. The logo is stored when picked and
 * shows in the shell, on public dashboards, in PDFs and report e-mails once
 * saved; leaving the page with unsaved changes asks first.
 */
export function CompanyDetailsForm({ company, onSaved }: { company: Company; onSaved: (company: Company) => void }) {
  const form = useContractForm(companyUpdateSchema, { defaultValues: formValuesOf(company) });
  const replaceCompanyDetails = useSetAtom(replaceCompanyDetailsAtom);
  const { dialog } = useUnsavedPageChanges(form.formState.isDirty);

  async function save(input: CompanyUpdate) {
    const saved = await saveCompany(input);
    // The saved values become the form's own: nothing is left unsaved to warn about.
    form.reset(formValuesOf(saved));
    replaceCompanyDetails(saved);
    onSaved(saved);
    eventBus.emit('ui:notify', { level: 'success', message: 'The company details were saved.' });
  }

  return (
    <Form form={form} onSubmit={save} aria-label="Company details" className={styles.form}>
      <FormTextField<CompanyUpdateInput> name="name" label="Company name" required autoComplete="organization" />
      <FormTextField<CompanyUpdateInput> name="phone" label="Phone" type="tel" autoComplete="tel" placeholder="+1 555 010 0000" />
      <FormUploadedImageField<CompanyUpdateInput> name="logo" kind="logo" label="Logo" />
      <div className={styles.actions}>
        <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
      </div>
      {dialog}
    </Form>
  );
}
