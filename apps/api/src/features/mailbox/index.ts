export { mailboxRoutes } from './mailbox.routes';
