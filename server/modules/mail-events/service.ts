import { createSnsCertificateCache } from "#server/providers/mail-events/sns-message.ts";
import { receiveGenericEvents } from "./receive-generic-events.ts";
import { receiveSesEvents, SubscriptionConfirmFailed } from "./receive-ses-events.ts";
import type { MailEventsRepository } from "./repository.ts";

export type MailEventsServiceDeps = {
  repository: MailEventsRepository;
  genericSecret: string | undefined;
  sesTopicArns: readonly string[];
  snsTestPrefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
};

/** The mail provider's delivery events (issue 22): bounces and complaints suppress the address. */
export function createMailEventsService(deps: MailEventsServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const fetchImpl = deps.fetch ?? fetch;
  const certificate = createSnsCertificateCache(fetchImpl);
  return {
    receiveGeneric: (raw: Buffer, signature: string | undefined) =>
      receiveGenericEvents({ repository: deps.repository, secret: deps.genericSecret, now }, raw, signature),
    receiveSes: (raw: Buffer) =>
      receiveSesEvents(
        {
          repository: deps.repository,
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
