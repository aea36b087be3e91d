export { hashInviteToken, INVITE_TTL_MS, newInviteToken } from './invite-tokens';
export { invitesRoutes } from './invites.routes';
