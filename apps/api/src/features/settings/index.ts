export { applicationSettingsRoutes, readLeadsSlider } from './application-settings.routes';
export { readSetting, writeSetting } from './settings.queries';
export { settingsRoutes } from './settings.routes';
