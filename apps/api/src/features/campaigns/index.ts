export { campaignsRoutes } from './campaigns.routes';
