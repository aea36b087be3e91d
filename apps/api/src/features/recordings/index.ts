export { RECORDING_LINK_SECONDS } from './recording-links';
export { RECORDING_PURGE_JOB, recordingJobs } from './recordings.jobs';
export { recordingsRoutes } from './recordings.routes';
export { purgeOldRecordings, recordingOf, type StoredRecording, storeRecording } from './recordings.service';
