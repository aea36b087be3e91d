export { housekeepingJobs, PURGE_JOB } from './housekeeping.jobs';
