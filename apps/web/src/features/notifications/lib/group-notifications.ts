// Repeated notices of one day shown as one row: "Daily limit reached on 3 campaigns".
import type { Notification } from '@vanbid/contract';

export interface NotificationGroup {
  /** The newest notification's id: the group's key. */
  key: number;
  title: string;
  /** Newest first; the first is the one the row shows. */
  notifications: Notification[];
}

const dayOf = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(new Date(iso));

function groupTitle(notifications: Notification[]): string {
  const [first] = notifications as [Notification];
  if (notifications.length === 1) return first.title;
  const campaigns = new Set(notifications.map((notice) => notice.campaignId).filter((id) => id !== null));
  return campaigns.size > 1
    ? `${first.title} on ${campaigns.size} campaigns`
    : `${first.title} (${notifications.length} times)`;
}

/**
 * Notifications (newest first) in groups of the same notice (type and title: "Return refused: Call
 * #173" and "… Call #180" are two things) on the same day in `zone`, next to each other.
 */
export function groupNotifications(
  notifications: readonly Notification[],
  zone: string,
): NotificationGroup[] {
  const runs: Notification[][] = [];
  for (const notice of notifications) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (
      run &&
      previous &&
      previous.type === notice.type &&
      previous.title === notice.title &&
      dayOf(previous.createdAt, zone) === dayOf(notice.createdAt, zone)
    )
      run.push(notice);
    else runs.push([notice]);
  }
  return runs.map((run) => ({ key: run[0]!.id, title: groupTitle(run), notifications: run }));
}
