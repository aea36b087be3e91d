export { announceNewBuild, SERVED_BUILD_SETTING } from './build-announcement';
export { realtimeAdapterOf } from './postgres-adapter';
export { registerRealtime } from './realtime.plugin';
