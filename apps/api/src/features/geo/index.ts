export { isUsableGeoTemplate } from './geo.queries';
export { geoRoutes } from './geo.routes';
export { lookUpZip } from './zip-info';
