/*
 * Every table of the database, as drizzle and drizzle-kit read them. Each table is defined beside
 * the module that writes it, in `modules/<module>/<module>.schema.ts`; this index gathers them so
 * that code may import any table from here.
 */
export * from '../modules/access/access.schema';
export * from '../modules/alerts/alerts.schema';
export * from '../modules/applications/applications.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/background-jobs/background-jobs.schema';
export * from '../modules/candidates/candidates.schema';
export * from '../modules/communications/communications.schema';
export * from '../modules/content/content.schema';
export * from '../modules/employers/employers.schema';
export * from '../modules/identity/identity.schema';
export * from '../modules/interviews/interviews.schema';
export * from '../modules/jobs/jobs.schema';
export * from '../modules/mail/mail.schema';
export * from '../modules/master-data/master-data.schema';
export * from '../modules/news/news.schema';
export * from '../modules/plans/plans.schema';
export * from '../modules/privacy/privacy.schema';
export * from '../modules/reports/reports.schema';
export * from '../modules/settings/settings.schema';
export * from '../modules/talent/talent.schema';
export * from '../modules/templates/templates.schema';
