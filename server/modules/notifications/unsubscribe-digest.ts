import { notificationsText } from "#contracts/notifications-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { NotificationsRepository } from "./notifications-repository.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

/** The digest mail's link: turns that person's digest off; a token that does not verify is 404. */
export async function unsubscribeDigest(
  deps: { repository: NotificationsRepository; links: UnsubscribeLinks; now: () => Date },
  token: string,
): Promise<void> {
  const userId = deps.links.userIdOf(token);
  if (!userId || !(await deps.repository.setCommunityDigest(userId, false, deps.now())))
    throw new HttpError(404, notificationsText.unsubscribeInvalid);
}
