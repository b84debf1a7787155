import { createSnsCertificateCache } from "#server/providers/mail-events/sns-message.ts";
import { receiveGenericEvents } from "./receive-generic-events.ts";
import { receiveSesEvents, SubscriptionConfirmFailed } from "./receive-ses-events.ts";
import type { MailEventsRepository, RecordEvents, RecordedEvent } from "./repository.ts";

export type MailEventsServiceDeps = {
  repository: MailEventsRepository;
  genericSecret: string | undefined;
  sesTopicArns: readonly string[];
  snsTestPrefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** A listener's failure is logged; the provider still gets its 200 (the events are recorded). */
  onListenerError?: (error: unknown) => void;
};

/** Another module's interest in newly recorded events (the campaigns' delivered, bounced, complained). */
export type MailEventsListener = (events: readonly RecordedEvent[]) => Promise<void>;

/** The mail provider's delivery events (issue 22): bounces and complaints suppress the address. */
export function createMailEventsService(deps: MailEventsServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const fetchImpl = deps.fetch ?? fetch;
  const certificate = createSnsCertificateCache(fetchImpl);
  const listeners: MailEventsListener[] = [];
  const repository: RecordEvents = {
    async record(provider, events, at) {
      const { fresh, ...counts } = await deps.repository.record(provider, events, at);
      if (fresh.length > 0)
        for (const listener of listeners) {
          try {
            await listener(fresh);
          } catch (error) {
            deps.onListenerError?.(error);
          }
        }
      return counts;
    },
  };
  return {
    onRecorded(listener: MailEventsListener): void {
      listeners.push(listener);
    },
    receiveGeneric: (raw: Buffer, signature: string | undefined) =>
      receiveGenericEvents({ repository, secret: deps.genericSecret, now }, raw, signature),
    receiveSes: (raw: Buffer) =>
      receiveSesEvents(
        {
          repository,
          topicArns: deps.sesTopicArns,
          certificate,
          testPrefix: deps.snsTestPrefix,
          now,
          confirmSubscription: async (url) => {
            let response: Response;
            try {
              response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000), redirect: "error" });
            } catch (error) {
              throw new SubscriptionConfirmFailed((error as Error).message);
            }
            if (!response.ok) throw new SubscriptionConfirmFailed(`SNS answered ${response.status}`);
          },
        },
        raw,
      ),
  };
}
export type MailEventsService = ReturnType<typeof createMailEventsService>;
