export { registerRealtime } from './realtime.plugin';
