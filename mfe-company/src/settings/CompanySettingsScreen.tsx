import useSWR from 'swr';
import { Alert, Card, Loader, Page } from '@pulseboard/shared';
import { COMPANY_PATH, fetchCompany } from './api.js';
import { CompanyDetailsForm } from './CompanyDetailsForm.js';
import { DeleteCompany } from './DeleteCompany.js';
import { DomainSettings } from './whitelabel/DomainSettings.js';
import { SenderSettings } from './whitelabel/SenderSettings.js';
import styles from './CompanySettings.module.css';

/** Company Settings (spec §2, admins only): the company's details and logo, and deleting the company. */
export function CompanySettingsScreen() {
  const { data: company, error, mutate } = useSWR(COMPANY_PATH, fetchCompany);
  return (
    <Page title="Company Settings" subtitle="Your company's details and the brand your clients see.">
      {error ? <Alert level="error">The company could not be loaded. Reload the page to try again.</Alert> : null}
      {!company && !error ? <Loader /> : null}
      {company ? (
        <div className={styles.sections}>
          <Card>
            <h2 className={styles.sectionTitle}>Company details</h2>
            <CompanyDetailsForm company={company} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
          </Card>
          <Card>
            <h2 className={styles.sectionTitle}>White-label domain</h2>
            <p className={styles.lead}>Your clients open dashboards at your own address, such as reports.youragency.com, with your logo and never the product&apos;s name.</p>
            <DomainSettings company={company} onChange={(saved) => void mutate(saved, { revalidate: false })} />
          </Card>
          <Card>
            <h2 className={styles.sectionTitle}>White-label sender</h2>
            <p className={styles.lead}>Report e-mails come from your own address, signed for your domain so they reach the inbox.</p>
            <SenderSettings company={company} onChange={(saved) => void mutate(saved, { revalidate: false })} />
          </Card>
          <Card className={styles.danger}>
            <h2 className={styles.sectionTitle}>Delete the company</h2>
            <p className={styles.dangerText}>Deleting removes the company and everything in it for every user. It cannot be undone.</p>
            <DeleteCompany companyName={company.name} />
          </Card>
        </div>
      ) : null}
    </Page>
  );
}
