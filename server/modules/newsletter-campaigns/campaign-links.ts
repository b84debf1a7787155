import type { NewsletterService } from "#server/modules/newsletter/service.ts";

/** A recipient's preferences page and one-click unsubscribe address (also the List-Unsubscribe header). */
export function recipientLinks(
  deps: { newsletter: Pick<NewsletterService, "preferencesToken" | "unsubscribeToken">; publicUrl: string },
  subscriberId: string | null,
): { preferencesUrl: string; unsubscribeUrl: string | null } {
  if (!subscriberId)
    return { preferencesUrl: `${deps.publicUrl}/newsletter/preferences`, unsubscribeUrl: null };
  return {
    preferencesUrl: `${deps.publicUrl}/newsletter/preferences?token=${encodeURIComponent(deps.newsletter.preferencesToken(subscriberId))}`,
    unsubscribeUrl: `${deps.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(deps.newsletter.unsubscribeToken(subscriberId))}`,
  };
}
