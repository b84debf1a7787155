import { apiMessages } from "#contracts/messages.ts";
import {
  type AboutResponse,
  type CorporateInquiry,
  corporateMessages,
  type SitePageContent,
  teamSizeLabels,
} from "#contracts/site-pages.ts";
import type { SiteSettings } from "#contracts/site-settings.ts";
import { HttpError } from "#server/http-error.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import type { LeadsRepository } from "#server/modules/leads/repository.ts";
import type { PagesRepository } from "./repository.ts";

/**
 * Page prose may say {email} and {phone}: they become the site's current contact details (the admin
 * settings), so a changed address never leaves a stale one in the privacy policy.
 */
export function fillContactPlaceholders(markdown: string, settings: SiteSettings): string {
  return markdown.replaceAll("{email}", settings.email).replaceAll("{phone}", settings.phone);
}

export function createPagesService(deps: {
  repository: PagesRepository;
  leads: Pick<LeadsRepository, "create">;
  settings: () => Promise<SiteSettings>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async page(path: string): Promise<SitePageContent> {
      const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
      const row = await deps.repository.findByPath(normalised);
      if (!row) throw new HttpError(404, apiMessages.notFound);
      const settings = await deps.settings();
      return {
        path: row.path,
        title: row.title,
        summary: row.summary,
        html: renderMarkdown(fillContactPlaceholders(row.bodyMarkdown, settings)),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async about(): Promise<AboutResponse> {
      const [stats, team] = await Promise.all([
        deps.repository.stats(now().toISOString().slice(0, 10)),
        deps.repository.team(),
      ]);
      return { stats, team };
    },

    /** The /corporate-training form: a lead of kind 'corporate' in the admin inbox. */
    async recordCorporateInquiry(
      input: CorporateInquiry,
      context: { page?: string },
    ): Promise<{ message: string }> {
      await deps.leads.create({
        kind: "corporate",
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        details: {
          source: "corporate-training",
          teamSize: teamSizeLabels[input.teamSize],
          message: input.message,
          page: context.page,
        },
      });
      return { message: corporateMessages.successBody };
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
