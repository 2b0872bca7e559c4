import { CopyLink, VisuallyHidden, type DnsRecordCheck } from '@pulseboard/shared';
import tableStyles from '../../screens/Table.module.css';
import styles from './Whitelabel.module.css';

const STATUS_TEXT: Record<DnsRecordCheck['status'], string> = {
  unchecked: 'Not checked yet',
  verified: 'Verified',
  missing: 'Missing',
  mismatch: 'Not as expected',
  unreachable: 'Could not check',
};

/** The records to create at the DNS provider, each with its value to copy, what the last check found, and what is wrong in words. */
export function DnsRecords({ records, label }: { records: DnsRecordCheck[]; label: string }) {
  return (
    <div className={tableStyles.tableFrame}>
      <table className={tableStyles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.purpose}>
              <td>{record.type}</td>
              <th scope="row" className={styles.value}>
                {record.name}
              </th>
              <td>
                <code className={styles.value}>{record.expected}</code>
                <CopyLink url={record.expected} appearance="button">
                  Copy
                  <VisuallyHidden>
                    {' '}
                    the value of the {record.type} record at {record.name}
                  </VisuallyHidden>
                </CopyLink>
                {record.problem ? <p className={styles.problem}>{record.problem}</p> : null}
                {record.status === 'mismatch' && record.observed?.length ? <p className={styles.observed}>Found: {record.observed.join(' · ')}</p> : null}
              </td>
              <td className={record.status === 'verified' ? styles.verified : styles.pending}>{STATUS_TEXT[record.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
