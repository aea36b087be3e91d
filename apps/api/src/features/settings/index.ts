export { applicationSettingsRoutes, readLeadsSlider } from './application-settings.routes';
export { readSetting, writeSetting } from './settings.queries';
export { DEMO_HISTORY_FILLING_SETTING, settingsRoutes } from './settings.routes';
