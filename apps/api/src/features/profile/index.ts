export { profileRoutes } from './profile.routes';
export { avatarUrl } from './profile.service';
