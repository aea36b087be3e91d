/** The id of this build (vite.config.ts `define`); version.json carries the deployed one. */
declare const __VANBID_BUILD_ID__: string;
