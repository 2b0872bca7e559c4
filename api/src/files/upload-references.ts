import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Which of these uploads something of their company still shows: the
 * company's logo (Company Settings, white-label pages, report e-mails), a
 * user's avatar, or a dashboard's styles (logo, background, client images)
 * or widgets (upload and historic text cards). Only the company's own rows
 * count: a dashboard shows no other company's files (to-dashboard.ts).
 * Dashboards are matched on their JSON text, so a file named anywhere in a
 * widget counts, whatever field of the widget names it.
 */
export async function referencedUploads(db: Database, uploads: ReadonlyArray<{ companyId: number; url: string }>): Promise<Set<string>> {
  if (!uploads.length) return new Set();
  const rows = await db.execute<{ url: string }>(sql`
    SELECT u.url FROM jsonb_to_recordset(${JSON.stringify(uploads)}::jsonb) AS u("companyId" int, url text)
    WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = u."companyId" AND c.logo = u.url)
       OR EXISTS (SELECT 1 FROM users s WHERE s.company_id = u."companyId" AND s.avatar = u.url)
       OR EXISTS (SELECT 1 FROM dashboards d WHERE d.company_id = u."companyId" AND strpos(d.styles::text || d.widgets::text, u.url) > 0)`);
  return new Set(rows.rows.map((row) => row.url));
}
