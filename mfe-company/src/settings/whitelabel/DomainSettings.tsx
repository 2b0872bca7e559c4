import { Form, FormTextField, SubmitButton, useContractForm, whitelabelDomainFormSchema, type Company, type WhitelabelDomainForm } from '@pulseboard/shared';
import { checkDomain, setDomain } from '../api.js';
import { RecordsCheck } from './RecordsCheck.js';
import formStyles from '../CompanySettings.module.css';

const stateOf = (company: Company) =>
  company.domainVerified
    ? `Verified: your clients open dashboards at https://${company.domain ?? ''}, under your brand.`
    : 'Create these records at your DNS provider, then check them. Until both are verified, dashboards stay on the product\u2019s own address.';

/** The white-label domain: the host clients open, its CNAME and ownership records, and their check. */
export function DomainSettings({ company, onChange }: { company: Company; onChange: (company: Company) => void }) {
  const form = useContractForm(whitelabelDomainFormSchema, { defaultValues: { domain: company.domain ?? '' } });

  async function save({ domain }: WhitelabelDomainForm) {
    const saved = await setDomain(domain || null);
    form.reset({ domain: saved.domain ?? '' });
    onChange(saved);
  }

  return (
    <>
      <Form form={form} onSubmit={save} aria-label="White-label domain" className={formStyles.form}>
        <FormTextField<WhitelabelDomainForm> name="domain" label="Domain" placeholder="reports.youragency.com" autoComplete="off" />
        <div className={formStyles.actions}>
          <SubmitButton pendingLabel="Saving…">Save domain</SubmitButton>
        </div>
      </Form>
      {company.domain ? (
        <RecordsCheck label="Records of the domain" records={company.domainDns} checkedAt={company.domainCheckedAt} state={stateOf(company)} check={checkDomain} onChecked={onChange} />
      ) : null}
    </>
  );
}
