import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { newsletterCampaignTestMailKind } from "./campaign-mail-kinds.ts";
import { personalise } from "./personalise.ts";
import { type RenderDeps, renderCampaign } from "./render-campaign.ts";
import { readCampaign, type SaveCampaignDeps } from "./save-campaign.ts";

type Deps = SaveCampaignDeps & RenderDeps;

/** The campaign as a recipient without a name would get it now, for the composer's desktop and phone frames. */
export async function previewCampaign(deps: Deps, id: string) {
  const campaign = await readCampaign(deps, id);
  const rendered = await renderCampaign(deps, campaign);
  const mail = personalise(rendered, rendered.fallbacks, {
    name: null,
    preferencesUrl: `${deps.publicUrl}/newsletter/preferences`,
    unsubscribeUrl: `${deps.publicUrl}/newsletter/preferences`,
  });
  return { subject: campaign.subject, ...mail };
}

/**
 * A test send to one address (the admin's, or a colleague's): the campaign as it renders now, greeting the
 * admin by name, "[Test]" before the subject; not tracked, no unsubscribe header, nothing counted.
 */
export async function sendTestCampaign(
  deps: Deps & { mail: Pick<MailService, "enqueue"> },
  id: string,
  to: string,
  by: AuditActor,
): Promise<void> {
  const campaign = await readCampaign(deps, id);
  const rendered = await renderCampaign(deps, campaign);
  const mail = personalise(rendered, rendered.fallbacks, {
    name: by.name,
    preferencesUrl: `${deps.publicUrl}/newsletter/preferences`,
    unsubscribeUrl: `${deps.publicUrl}/newsletter/preferences`,
  });
  await deps.mail.enqueue({
    to,
    subject: `[Test] ${campaign.subject}`,
    text: mail.text,
    html: mail.html,
    kind: newsletterCampaignTestMailKind,
  });
  await deps.audit.record(by, {
    action: "newsletter.campaign.test",
    entityType: "newsletter_campaign",
    entityId: id,
    summary: `Test of campaign "${campaign.subject}" sent`,
  });
}
