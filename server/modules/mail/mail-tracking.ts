import { addMailTracking } from "./add-mail-tracking.ts";
import { isTrackableKind } from "./mail-kind-policy.ts";
import { isPrivacyProxy } from "./privacy-proxy.ts";
import type { MailRepository } from "./repository.ts";
import type { TrackingSigner } from "./tracking-signature.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a tracking request comes to: record and answer, or refuse (a forged or altered link: 404). */
export type ClickOutcome = { kind: "redirect"; url: string } | { kind: "refused" };

// Opens and clicks of the mails that carry tracking (decision 0046). The links are signed, so only a URL
// this site wrote into a mail is ever redirected to: an altered one is refused, never followed.
export function createMailTracking(deps: {
  repository: Pick<MailRepository, "recordOpen" | "recordClick">;
  signer: TrackingSigner;
  publicUrl: string;
  now?: () => Date;
  /** A listener's failure is logged, never the reader's problem (the pixel and redirect still answer). */
  onListenerError?: (error: unknown) => void;
}) {
  const now = deps.now ?? (() => new Date());
  const listeners: TrackingListener[] = [];
  const tell = async (event: TrackingEvent) => {
    for (const listener of listeners) {
      try {
        await listener(event);
      } catch (error) {
        deps.onListenerError?.(error);
      }
    }
  };
  return {
    /** Another module's interest in opens and clicks (the campaigns' counts); told after each is recorded. */
    onTracked(listener: TrackingListener): void {
      listeners.push(listener);
    },

    /** The HTML to send for this mail, or null when its kind carries no tracking. */
    decorate(mail: { id: string; kind: string; html: string }): string | null {
      if (!isTrackableKind(mail.kind)) return null;
      return addMailTracking(mail.html, { mailId: mail.id, publicUrl: deps.publicUrl, signer: deps.signer });
    },

    /**
     * The HTML with a pixel and links signed for `id` rather than one mail: a newsletter campaign's, when
     * per-subscriber tracking is off (every recipient's copy then carries the same ones).
     */
    decorateAs(id: string, html: string): string {
      return addMailTracking(html, { mailId: id, publicUrl: deps.publicUrl, signer: deps.signer });
    },

    /** The pixel: true when the signature holds (the first load is recorded). */
    async open(mailId: string, signature: string, userAgent?: string): Promise<boolean> {
      if (!uuidPattern.test(mailId) || !deps.signer.verifyOpen(mailId, signature)) return false;
      const at = now();
      const proxy = isPrivacyProxy(userAgent);
      await deps.repository.recordOpen(mailId, at, proxy);
      await tell({ kind: "open", mailId, proxy, at });
      return true;
    },

    async click(mailId: string, url: string, signature: string): Promise<ClickOutcome> {
      if (!uuidPattern.test(mailId) || !deps.signer.verifyClick(mailId, url, signature)) {
        return { kind: "refused" };
      }
      // Only http(s) is ever signed; checked again so that nothing else could be redirected to.
      if (!/^https?:\/\//i.test(url)) return { kind: "refused" };
      const at = now();
      await deps.repository.recordClick(mailId, at, url);
      await tell({ kind: "click", mailId, url, at });
      return { kind: "redirect", url };
    },
  };
}
export type MailTracking = ReturnType<typeof createMailTracking>;

export type TrackingEvent =
  | { kind: "open"; mailId: string; proxy: boolean; at: Date }
  | { kind: "click"; mailId: string; url: string; at: Date };
export type TrackingListener = (event: TrackingEvent) => Promise<void>;
