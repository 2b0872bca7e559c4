import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DashboardStyles, ReportDateRange, ReportPeriod, ReportSendState, Widget } from '@pulseboard/shared/contracts';
import { timestamps } from './columns.js';
import { companies, users } from './accounts.js';

/** The tables of dashboards and their automatic reports with each report's sends. */

/**
 * A dashboard (spec §3). Its widgets are one versioned JSON document (the
 * editor saves the whole layout at once); everything queried or filtered on
 * has a column.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The public address; refreshing it invalidates links already shared. */
    permalink: text('permalink').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    public: boolean('public').notNull().default(false),
    passwordHash: text('password_hash'),
    /** The user holding the edit lock, and since when (a lock left behind expires). */
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Saves of the document so far; an editor's save based on an older one, from another editing session, is refused. */
    revision: integer('revision').notNull().default(1),
    /** The editing session whose save made this revision (null: made otherwise), so a session's own saves never conflict. */
    revisionBy: text('revision_by'),
    /** Where that session's latest save stands in its order (see dashboardSaveFieldsSchema's sequence): an older save of it arriving later is superseded. */
    revisionSequence: bigint('revision_sequence', { mode: 'number' }),
    hiddenDateSelector: boolean('hidden_date_selector').notNull().default(false),
    footer: text('footer').notNull().default(''),
    rangeType: text('range_type').notNull().default('last_month'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    compareStartDate: text('compare_start_date'),
    compareEndDate: text('compare_end_date'),
    timezone: text('timezone').notNull().default('UTC'),
    styles: jsonb('styles').$type<DashboardStyles>().notNull(),
    widgets: jsonb('widgets').$type<Widget[]>().notNull().default([]),
    documentVersion: integer('document_version').notNull().default(1),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('dashboards_permalink_unique').on(table.permalink), index('dashboards_company_active_index').on(table.companyId, table.active)],
);

export type DashboardRow = typeof dashboards.$inferSelect;

/** A dashboard e-mailed on a schedule (spec §3). `nextSendAt` is the next send not yet handed to the queue. */
export const automaticReports = pgTable(
  'automatic_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    period: text('period').$type<ReportPeriod>().notNull(),
    /** FIRST_DAY, LAST_DAY or FIRST_WORK_DAY for a month; "1" (Monday) to "7" (Sunday) for a week. */
    detail: text('detail').notNull(),
    hour: integer('hour').notNull(),
    minute: integer('minute').notNull(),
    timezone: text('timezone').notNull(),
    dateRange: text('date_range').$type<ReportDateRange>().notNull(),
    withPdf: boolean('with_pdf').notNull().default(false),
    withPreview: boolean('with_preview').notNull().default(true),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('automatic_reports_next_send_at_index').on(table.nextSendAt),
    index('automatic_reports_dashboard_id_index').on(table.dashboardId),
    index('automatic_reports_company_id_index').on(table.companyId),
    check('automatic_reports_period_check', sql`${table.period} in ('MONTH', 'WEEK')`),
    check('automatic_reports_hour_check', sql`${table.hour} between 0 and 23`),
    check('automatic_reports_minute_check', sql`${table.minute} between 0 and 59`),
  ],
);

/**
 * One due send of a report. Unique per report and due time: however many
 * schedulers look at a due report, it is sent once; the row records how it went.
 * An attempt holds the send by a claim (`claimed_by`) with a lease it renews
 * while it works (`claimed_until`), so a retry of the same job never works it
 * at the same time; `sending` is recorded before the message goes to SMTP, so
 * an attempt that stopped after that point is known to have an unknown outcome.
 */
export const automaticReportSends = pgTable(
  'automatic_report_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => automaticReports.id, { onDelete: 'cascade' }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    state: text('state').$type<ReportSendState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('automatic_report_sends_report_scheduled_unique').on(table.reportId, table.scheduledFor),
    // The scheduler's tick looks for sends left `sending` past their claim (settleLapsedSends): a few rows among every send ever made.
    index('automatic_report_sends_sending_claimed_until')
      .on(table.claimedUntil)
      .where(sql`${table.state} = 'sending'`),
    // ...and for open sends no attempt holds (settleAbandonedSends): likewise a few rows, whose ids it checks against the job queue.
    index('automatic_report_sends_open')
      .on(table.id)
      .where(sql`${table.state} in ('pending', 'retrying')`),
    check('automatic_report_sends_state_check', sql`${table.state} in ('pending', 'sending', 'sent', 'retrying', 'failed', 'unknown')`),
  ],
);

export type AutomaticReportRow = typeof automaticReports.$inferSelect;
export type AutomaticReportSendRow = typeof automaticReportSends.$inferSelect;
