import type { NewMail } from "#server/modules/mail/repository.ts";
import type { NewsletterService } from "#server/modules/newsletter/service.ts";
import { recipientLinks } from "./campaign-links.ts";
import { newsletterCampaignAggregateMailKind, newsletterCampaignMailKind } from "./campaign-mail-kinds.ts";
import { personalise } from "./personalise.ts";
import { nameFallbacks, type RenderDeps, renderCampaign } from "./render-campaign.ts";
import type { PendingRecipient, SendingCampaign, SendingRepository } from "./sending-repository.ts";

export type CampaignSenderDeps = RenderDeps & {
  sending: SendingRepository;
  newsletter: Pick<NewsletterService, "preferencesToken" | "unsubscribeToken">;
  /** NEWSLETTER_SEND_RATE: mails queued per minute, for all instances together. */
  ratePerMinute: number;
  /** The tracking setting when a campaign starts (tracking-setting-repository.ts). */
  perSubscriberTracking: () => Promise<boolean>;
  /** The campaign-level pixel and links (mailTracking.decorateAs), when per-subscriber tracking is off. */
  decorateAs: (id: string, html: string) => string;
  now: () => Date;
  deliverMail: () => void;
  log: (event: string, details: Record<string, unknown>) => void;
};

/** At most this many mails in one turn (one transaction), however far behind the rate is. */
export const maxPerTurn = 1000;
/** A sender that was away (a restart) catches up at most this much of its rate at once. */
const catchUpMs = 10_000;

/** How many a turn may queue given the last one, and where the next turn's clock then starts. */
export function allowanceAt(ratePerMinute: number, now: Date) {
  const msPerMail = 60_000 / ratePerMinute;
  return (lastSendAt: Date) => {
    const from = Math.max(lastSendAt.getTime(), now.getTime() - catchUpMs);
    const count = Math.min(maxPerTurn, Math.floor((now.getTime() - from) / msPerMail));
    return { count, nextLastSendAt: (queued: number) => new Date(from + queued * msPerMail) };
  };
}

/**
 * One run of the campaign sender (every second on each instance; decision 0066): starts the scheduled
 * campaigns whose time came (rendered once, recipients made, exactly one instance wins each), then gives each
 * sending campaign a turn at its rate. Answers the mails queued.
 */
export async function runCampaignSender(deps: CampaignSenderDeps): Promise<number> {
  for (const due of await deps.sending.due(deps.now())) {
    const rendered = await renderCampaign(deps, due);
    const perSubscriberTracking = await deps.perSubscriberTracking();
    const html = perSubscriberTracking ? rendered.html : deps.decorateAs(due.id, rendered.html);
    const started = await deps.sending.start(due, { ...rendered, html, perSubscriberTracking }, deps.now());
    if (started.started)
      deps.log("newsletter.campaign_started", { campaignId: due.id, recipients: started.recipients });
  }
  let queued = 0;
  const fallbacks = new Map<string, string[]>();
  const mailFor = (campaign: SendingCampaign, recipient: PendingRecipient): NewMail => {
    let names = fallbacks.get(campaign.id);
    if (!names) {
      names = nameFallbacks(campaign.body);
      fallbacks.set(campaign.id, names);
    }
    const links = recipientLinks(deps, recipient.subscriberId);
    const mail = personalise({ html: campaign.renderedHtml, text: campaign.renderedText }, names, {
      name: recipient.name,
      preferencesUrl: links.preferencesUrl,
      unsubscribeUrl: links.unsubscribeUrl ?? links.preferencesUrl,
    });
    return {
      to: recipient.email,
      subject: campaign.subject,
      text: mail.text,
      html: mail.html,
      kind: campaign.perSubscriberTracking ? newsletterCampaignMailKind : newsletterCampaignAggregateMailKind,
      listUnsubscribe: links.unsubscribeUrl,
    };
  };
  for (const id of await deps.sending.sendingIds()) {
    const now = deps.now();
    const turn = await deps.sending.turn(id, now, allowanceAt(deps.ratePerMinute, now), mailFor);
    if (!turn) continue;
    queued += turn.queued;
    if (turn.finished) deps.log("newsletter.campaign_sent", { campaignId: id });
  }
  if (queued > 0) deps.deliverMail();
  return queued;
}
