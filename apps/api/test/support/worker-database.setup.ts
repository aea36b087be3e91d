import { useWorkerDatabase } from './worker-database';

// Before every API test file: the worker's own database exists (cloned once per worker).
await useWorkerDatabase();
