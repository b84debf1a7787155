import type { Config } from "#server/config.ts";
import type { MeetingProvider } from "./meeting-provider.ts";
import { createZoomProvider, type ZoomProviderOptions } from "./zoom-provider.ts";
import { readZoomWebhook, type ZoomWebhook } from "./zoom-webhook.ts";

export type MeetingProviderConfig = Pick<
  Config,
  | "ZOOM_ACCOUNT_ID"
  | "ZOOM_CLIENT_ID"
  | "ZOOM_CLIENT_SECRET"
  | "ZOOM_WEBHOOK_SECRET"
  | "ZOOM_API_BASE"
  | "ZOOM_OAUTH_BASE"
>;

export type ActiveMeetingProvider =
  | {
      name: "zoom";
      provider: MeetingProvider;
      /**
       * The webhook route's call, bound to ZOOM_WEBHOOK_SECRET: throws MeetingWebhookSignatureError (401),
       * else the challenge answer or the event (zoom-webhook.ts).
       */
      readWebhook(
        rawBody: Buffer | string,
        headers: Record<string, string | string[] | undefined>,
        now: Date,
      ): ZoomWebhook;
    }
  /** Pasted links: nothing to create at a provider, no webhook; attendance comes from our "Join" button. */
  | { name: "manual"; provider: null; readWebhook: null };

/** Zoom when all four ZOOM_* values are set (server/config.ts refuses a partial set), else manual links. */
export function createMeetingProvider(
  config: MeetingProviderConfig,
  // Tests shorten the timeouts and record the waits; production passes nothing.
  overrides: Pick<ZoomProviderOptions, "fetch" | "sleep" | "now" | "timeoutMs"> = {},
): ActiveMeetingProvider {
  const { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_WEBHOOK_SECRET } = config;
  if (!ZOOM_ACCOUNT_ID || !ZOOM_CLIENT_ID || !ZOOM_CLIENT_SECRET || !ZOOM_WEBHOOK_SECRET) {
    return { name: "manual", provider: null, readWebhook: null };
  }
  const secret = ZOOM_WEBHOOK_SECRET;
  return {
    name: "zoom",
    provider: createZoomProvider({
      accountId: ZOOM_ACCOUNT_ID,
      clientId: ZOOM_CLIENT_ID,
      clientSecret: ZOOM_CLIENT_SECRET,
      apiBase: config.ZOOM_API_BASE,
      oauthBase: config.ZOOM_OAUTH_BASE,
      ...overrides,
    }),
    readWebhook: (rawBody, headers, now) => readZoomWebhook({ secret, rawBody, headers, now }),
  };
}

/** The start-up log line: who hosts the live classes (no secrets). */
export function describeMeetingProvider(active: Pick<ActiveMeetingProvider, "name">): string {
  return active.name === "zoom"
    ? "Live classes: Zoom (Server-to-Server OAuth; meetings created, moved and deleted in Zoom)"
    : "Live classes: manual meeting links (set ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET and ZOOM_WEBHOOK_SECRET for Zoom)";
}
