// The delivery thread's entry: it loads `delivery-thread.ts` through tsx's loader, registered here
// (a thread does not get the hooks of the process's `--import tsx` on every Node version).
import { register } from 'tsx/esm/api';

register();
await import('./delivery-thread.ts');
