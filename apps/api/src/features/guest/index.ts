export { guestRoutes } from './guest.routes';
