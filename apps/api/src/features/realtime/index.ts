export { announceNewBuild, SERVED_BUILD_SETTING } from './build-announcement';
export { registerRealtime } from './realtime.plugin';
