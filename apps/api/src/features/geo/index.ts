export { findTemplateSize, isUsableGeoTemplate, saveRegionTemplate } from './geo.queries';
export { geoRoutes } from './geo.routes';
export { expandRegion } from './region-zips';
export { lookUpZip } from './zip-info';
