import type { Database } from "./db/client.ts";
import { createAnalyticsRepository } from "./modules/analytics/repository.ts";
import { createAnalyticsService } from "./modules/analytics/service.ts";
import { createCatalogRepository } from "./modules/catalog/repository.ts";
import { createCatalogService } from "./modules/catalog/service.ts";
import { createLeadsRepository } from "./modules/leads/repository.ts";
import { createLeadsService } from "./modules/leads/service.ts";
import { createNewsletterRepository } from "./modules/newsletter/repository.ts";
import { createNewsletterService } from "./modules/newsletter/service.ts";
import { createSettingsRepository } from "./modules/settings/repository.ts";
import { createSettingsService } from "./modules/settings/service.ts";

// The composition root: every service gets its dependencies here, explicitly.
export function createServices({ db }: { db: Database }) {
  return {
    catalog: createCatalogService({ repository: createCatalogRepository(db) }),
    settings: createSettingsService({ repository: createSettingsRepository(db) }),
    newsletter: createNewsletterService({ repository: createNewsletterRepository(db) }),
    leads: createLeadsService({ repository: createLeadsRepository(db) }),
    analytics: createAnalyticsService({ repository: createAnalyticsRepository(db) }),
  };
}
export type Services = ReturnType<typeof createServices>;
