import { useState } from 'react';
import { Alert, Button, failureMessage, type Company, type DnsRecordCheck } from '@pulseboard/shared';
import { DnsRecords } from './DnsRecords.js';
import styles from './Whitelabel.module.css';

interface Props {
  label: string;
  records: DnsRecordCheck[];
  checkedAt: string | null;
  /** What the records being right means, or what waits on them. */
  state: string;
  check: () => Promise<Company>;
  onChecked: (company: Company) => void;
}

/** DNS records to create, and a button that looks them up now (the product also checks them on its own every hour). */
export function RecordsCheck({ label, records, checkedAt, state, check, onChecked }: Props) {
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run() {
    setChecking(true);
    setFailure(null);
    try {
      onChecked(await check());
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setChecking(false);
    }
  }

  return (
    <div>
      <p className={styles.state} role="status">
        {state}
        {checkedAt ? ` Last checked ${new Date(checkedAt).toLocaleString()}.` : ''}
      </p>
      <DnsRecords records={records} label={label} />
      {failure ? <Alert level="error">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void run()} disabled={checking}>
          {checking ? 'Checking…' : 'Check DNS now'}
        </Button>
      </div>
    </div>
  );
}
