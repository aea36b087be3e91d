/** Every localStorage key of the web app; `logout` removes them all. */
export const STORAGE_KEYS = {
  token: 'vanbid.token',
  globalId: 'vanbid.globalId',
  tokenMetaData: 'vanbid.tokenMetaData',
  timeZone: 'vanbid.timeZone',
  inviteToken: 'vanbid.inviteToken',
  inviteData: 'vanbid.inviteData',
  /** The columns the owner shows in each log (call, lead, branded). */
  logColumns: 'vanbid.logColumns',
} as const;

export const STORAGE_PREFIX = 'vanbid.';
