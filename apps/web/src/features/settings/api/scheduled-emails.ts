import { useQuery } from '@tanstack/react-query';
import { scheduledNotifications } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const scheduledEmailsKey = (globalId: number) => accountKey(globalId, 'scheduled-emails');

/** The notification e-mails about to go to the signed-in user (not sent yet). */
export function useScheduledEmails() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: scheduledEmailsKey(globalId),
    queryFn: ({ signal }) => apiRequest(scheduledNotifications, { signal }).then((data) => data.scheduled),
    enabled: globalId > 0,
  });
}
