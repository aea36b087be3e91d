import {
  getAvatar,
  getCompanyLogo,
  updateAvatar as updateAvatarEndpoint,
  updateCompanyLogo as updateCompanyLogoEndpoint,
  updateTimeZone as updateTimeZoneEndpoint,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { recordChange } from '../logs';
import {
  readAvatar,
  readCompanyLogo,
  updateAvatar,
  updateCompanyLogo,
  updateTimeZone,
} from './profile.service';

const bytesOf = (file: Uint8Array | Blob) => file as Uint8Array;
const UPLOADS_PER_MINUTE = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/** The user's picture, the company logo and the time zone preference (docs/product.md §3). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  route(
    app,
    updateAvatarEndpoint,
    ({ auth, body }) => updateAvatar(deps, auth, bytesOf(body.file)),
    UPLOADS_PER_MINUTE,
  );
  route(app, getAvatar, ({ auth, params }) => readAvatar(deps, auth, params.userId));
  route(
    app,
    updateCompanyLogoEndpoint,
    async ({ auth, body }) => {
      const logo = await updateCompanyLogo(deps, auth.accountId, bytesOf(body.file));
      await recordChange(deps.db, auth, { field: 'company_logo', subject: null, before: null, after: null });
      return logo;
    },
    UPLOADS_PER_MINUTE,
  );
  route(app, getCompanyLogo, ({ auth }) => readCompanyLogo(deps, auth.accountId));
  route(app, updateTimeZoneEndpoint, ({ auth, body }) => updateTimeZone(deps, auth.userId, body.timeZone));
}
