import { Form, FormCheckboxField, FormTextField, SubmitButton, useContractForm, whitelabelSenderFormSchema, type Company, type WhitelabelSenderForm } from '@pulseboard/shared';
import { checkSender, setSender } from '../api.js';
import { RecordsCheck } from './RecordsCheck.js';
import formStyles from '../CompanySettings.module.css';

const valuesOf = (company: Company): WhitelabelSenderForm => ({ from_address: company.fromAddress ?? '', active_email: company.activeEmail });

const stateOf = (company: Company) => {
  if (!company.verifiedWhitelabel) return 'Create these records at your DNS provider, then check them. Until all three are verified, report e-mails go from the product\u2019s address.';
  return company.activeEmail
    ? `Verified: report e-mails go from ${company.fromAddress ?? ''}, signed with your domain's DKIM key.`
    : 'Verified, but report e-mails still go from the product\u2019s address: tick "Send report e-mails from this address" to use it.';
};

/** The white-label sender: the address report e-mails come from, its SPF, DKIM and DMARC records, and their check. */
export function SenderSettings({ company, onChange }: { company: Company; onChange: (company: Company) => void }) {
  const form = useContractForm(whitelabelSenderFormSchema, { defaultValues: valuesOf(company) });

  async function save(values: WhitelabelSenderForm) {
    const saved = await setSender({ from_address: values.from_address || null, active_email: values.active_email });
    form.reset(valuesOf(saved));
    onChange(saved);
  }

  return (
    <>
      <Form form={form} onSubmit={save} aria-label="White-label sender" className={formStyles.form}>
        <FormTextField<WhitelabelSenderForm> name="from_address" label="Sender address" type="email" placeholder="reports@youragency.com" autoComplete="off" />
        <FormCheckboxField<WhitelabelSenderForm> name="active_email" label="Send report e-mails from this address once it is verified" />
        <div className={formStyles.actions}>
          <SubmitButton pendingLabel="Saving…">Save sender</SubmitButton>
        </div>
      </Form>
      {company.fromAddress ? (
        <RecordsCheck label="Records of the sender" records={company.emailDns} checkedAt={company.emailCheckedAt} state={stateOf(company)} check={checkSender} onChecked={onChange} />
      ) : null}
    </>
  );
}
