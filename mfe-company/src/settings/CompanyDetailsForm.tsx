import { useMemo } from 'react';
import { useSetAtom } from 'jotai';
import {
  companyUpdateSchema,
  eventBus,
  Form,
  FormChoiceField,
  FormTextField,
  FormUploadedImageField,
  replaceCompanyDetailsAtom,
  SubmitButton,
  timeZoneChoices,
  useContractForm,
  useUnsavedPageChanges,
  type Company,
  type CompanyUpdate,
  type CompanyUpdateInput,
} from '@pulseboard/shared';
import { saveCompany } from './api.js';
import styles from './CompanySettings.module.css';

const formValuesOf = (company: Company): CompanyUpdateInput => ({ name: company.name, phone: company.phone ?? '', logo: company.logo, timezone: company.timezone });

/**
 * The company's name, phone, logo and time zone (Mission Control's days and
 * the hour of its daily digest follow it). The logo is stored when picked and
 * shows in the shell, on public dashboards, in PDFs and report e-mails once
 * saved; leaving the page with unsaved changes asks first.
 */
export function CompanyDetailsForm({ company, onSaved }: { company: Company; onSaved: (company: Company) => void }) {
  const form = useContractForm(companyUpdateSchema, { defaultValues: formValuesOf(company) });
  const replaceCompanyDetails = useSetAtom(replaceCompanyDetailsAtom);
  const { dialog } = useUnsavedPageChanges(form.formState.isDirty);
  const timeZones = useMemo(() => timeZoneChoices(company.timezone), [company.timezone]);

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
      <FormChoiceField<CompanyUpdateInput> name="timezone" label="Time zone" choices={timeZones} />
      <div className={styles.actions}>
        <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
      </div>
      {dialog}
    </Form>
  );
}
