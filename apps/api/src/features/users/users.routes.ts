import { contactPhoneNumbers, getCurrentUser as getCurrentUserEndpoint, updateMe } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { readSetting } from '../settings';
import { getCurrentUser, renameUser } from './users.service';

const DEFAULT_PHONE_NUMBERS = [
  { label: 'Support', number: '(888) 555-0142' },
  { label: 'Sales', number: '(888) 555-0199' },
];

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getCurrentUserEndpoint, ({ auth }) => getCurrentUser(db, auth.userId));
  route(app, updateMe, ({ auth, body }) => renameUser(db, auth.userId, body.newUserName));
  route(app, contactPhoneNumbers, async () => {
    const phoneNumbers = await readSetting(db, 'contact_phone_numbers', DEFAULT_PHONE_NUMBERS);
    return { contactPhoneNumber: phoneNumbers[0]?.number ?? '', phoneNumbers };
  });
}
