export { exportBilledItemsCsv } from './billed-items.export';
export { billingRoutes } from './billing.routes';
export { mailMonthlyStatements, STATEMENT_MAIL_JOB, statementMailJobs } from './statement-mail.jobs';
