import type { AuditFindingsQuery } from "#contracts/seo-audit.ts";
import type { KeyphraseSave, KeywordsQuery } from "#contracts/seo-keywords.ts";
import type {
  LinkInsert,
  LinkPagesQuery,
  LinkProblemsQuery,
  LinkSuggestionsQuery,
} from "#contracts/seo-links.ts";
import type { SeoMetadataSave } from "#contracts/seo-metadata.ts";
import type { MetadataImport } from "#contracts/seo-metadata-csv.ts";
import type { SeoPagesQuery } from "#contracts/seo-pages.ts";
import type { RedirectCreate } from "#contracts/seo-redirects.ts";
import type { RobotsSave } from "#contracts/seo-robots.ts";
import type { SiteSeoSave } from "#contracts/seo-site-settings.ts";
import type { RobotsTestQuery, SitemapPageUpdate } from "#contracts/seo-sitemap.ts";
import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import type { MarkdownBodies } from "#server/lib/markdown-bodies.ts";
import type { PageMoves } from "#server/lib/page-moves.ts";
import { type SweepJob, sweepJob } from "#server/lib/periodic-job.ts";
import { defineModule, type ModuleApp } from "#server/lib/server-module.ts";
import { createTtlCache, dropOnPublicChanges } from "#server/lib/ttl-cache.ts";
import { countVisitorRequests, sharingWithVisitors } from "#server/lib/visitor-share.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import {
  createIndexNowProvider,
  type IndexNowProvider,
} from "#server/providers/indexnow/indexnow-provider.ts";
import { createSearchConsoleProvider } from "#server/providers/search-console/search-console-provider.ts";
import { createSemrushProvider } from "#server/providers/semrush/semrush-provider.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import { auditOverview } from "./audit/audit-overview.ts";
import { createAuditRepository } from "./audit/audit-repository.ts";
import { auditRoutes } from "./audit/audit-routes.ts";
import { listAuditFindings } from "./audit/list-audit-findings.ts";
import { type PageRenderer, runAudit } from "./audit/run-audit.ts";
import { startAudit } from "./audit/start-audit.ts";
import { createRedirect } from "./create-redirect.ts";
import { deleteRedirect } from "./delete-redirect.ts";
import { exportPageMetadata } from "./export-page-metadata.ts";
import { importPageMetadata } from "./import-page-metadata.ts";
import { indexNowKeyRoute } from "./indexnow-key-route.ts";
import { createIndexNowRepository } from "./indexnow-repository.ts";
import { describeSeoIntegrations, searchConsoleSite } from "./integrations/seo-integration-status.ts";
import { seoIntegrationsRoutes } from "./integrations/seo-integrations-routes.ts";
import { testSeoIntegration } from "./integrations/test-seo-integration.ts";
import { createKeywordsRepository } from "./keywords/keywords-repository.ts";
import { type Keywords, keywordsRoutes } from "./keywords/keywords-routes.ts";
import { listKeywords } from "./keywords/list-keywords.ts";
import { readPageKeyphrase } from "./keywords/read-page-keyphrase.ts";
import { recheckKeyphrase } from "./keywords/recheck-keyphrase.ts";
import { saveKeyphrase } from "./keywords/save-keyphrase.ts";
import { insertLink } from "./links/insert-link.ts";
import { linkOverview } from "./links/link-overview.ts";
import type { LinksDeps } from "./links/links-deps.ts";
import { createLinksRepository } from "./links/links-repository.ts";
import { type InternalLinks, linksRoutes } from "./links/links-routes.ts";
import { listLinkPages } from "./links/list-link-pages.ts";
import { listLinkProblems } from "./links/list-link-problems.ts";
import { listLinkSuggestions } from "./links/list-link-suggestions.ts";
import { readPageLinks } from "./links/read-page-links.ts";
import { listSeoPages } from "./list-pages.ts";
import { metadataCsvRoutes } from "./metadata-csv-routes.ts";
import type { PageSource } from "./page-source.ts";
import { readPageMetadata } from "./read-page-metadata.ts";
import { redirectDto } from "./redirect-dto.ts";
import { createRedirectTable } from "./redirect-table.ts";
import { redirectsPlugin } from "./redirects-plugin.ts";
import { createSeoRepository } from "./repository.ts";
import { readRobotsEditor } from "./robots/read-robots-editor.ts";
import { robotsRoutes } from "./robots/robots-routes.ts";
import { saveRobotsRules } from "./robots/save-robots-rules.ts";
import { seoRoutes } from "./routes.ts";
import { savePageMetadata } from "./save-page-metadata.ts";
import { readPageSearch } from "./search-console/read-page-search.ts";
import { createSearchConsoleRepository } from "./search-console/search-console-repository.ts";
import { searchConsoleRoutes } from "./search-console/search-console-routes.ts";
import { syncSearchConsole } from "./search-console/sync-search-console.ts";
import { readSemrushInsights } from "./semrush/read-semrush-insights.ts";
import { createSemrushRepository } from "./semrush/semrush-repository.ts";
import { semrushRoutes } from "./semrush/semrush-routes.ts";
import { createSeoSettingsRepository } from "./seo-settings-repository.ts";
import { createSeoService, type SeoService } from "./service.ts";
import { setSitemapInclusion } from "./set-sitemap-inclusion.ts";
import { readSiteSettings } from "./site-settings/read-site-settings.ts";
import { saveSiteDefaults } from "./site-settings/save-site-defaults.ts";
import { siteDefaultsOf } from "./site-settings/site-defaults.ts";
import { createSiteImages } from "./site-settings/site-images.ts";
import { siteSettingsRoutes } from "./site-settings/site-settings-routes.ts";
import { sitemapOverview } from "./sitemap-overview.ts";
import { submitToIndexNow } from "./submit-to-indexnow.ts";
import { testRobots } from "./test-robots.ts";
import { updateRedirect } from "./update-redirect.ts";

type Deps = {
  db: Database;
  config: Config;
  pageSources: PageSource[];
  pageMoves: PageMoves;
  markdownBodies: MarkdownBodies;
  audit: AuditTrail;
  events: InstanceEvents;
  background: BackgroundTasks;
  files: FileStorage;
  log?: AppLogger;
};

// The marketer's robots.txt lines and the site-wide defaults are read again at most this often (a save here drops
// them at once, and a signed-in write on any instance drops them everywhere).
const settingsTtlMs = 30_000;

// The IndexNow sweep's interval: a published page reaches the search engines within a minute.
const indexNowEveryMs = 60_000;
// Search Console settles a day's numbers days later: reading every six hours is plenty.
const searchConsoleEveryMs = 6 * 60 * 60_000;

// Page metadata, sitemap and robots.txt. It reads the page sources per request, so modules listed after it
// (careers, sandbox) that add theirs are asked too.
export const seoModule = defineModule({
  name: "seo",
  create: ({
    db,
    config,
    pageSources,
    pageMoves,
    markdownBodies,
    audit,
    events,
    background,
    files,
    log,
  }: Deps) => {
    const repository = createSeoRepository(db);
    const seoSettings = createSeoSettingsRepository(db);
    // The marketer's robots.txt lines, read once per 30 s at most and dropped by any signed-in write on any instance.
    const robotsRules = createTtlCache(async () => (await seoSettings.read()).robotsRules, settingsTtlMs);
    dropOnPublicChanges(events, robotsRules);
    // Every page's metadata applies them, so they are read once per 30 s, not per page.
    const siteDefaults = createTtlCache(async () => siteDefaultsOf(await seoSettings.read()), settingsTtlMs);
    dropOnPublicChanges(events, siteDefaults);
    const seo = createSeoService({
      repository,
      sources: pageSources,
      publicUrl: config.publicUrl,
      robotsRules: () => robotsRules.get(),
      siteDefaults: () => siteDefaults.get(),
    });
    // The inventory resolves every public page's facts (hundreds of reads): the workbench's lists read it through a
    // copy kept 30 s and dropped by any signed-in write on any instance (a content or metadata change is one).
    const inventory = createTtlCache(() => seo.inventory(), settingsTtlMs);
    dropOnPublicChanges(events, inventory);
    const listed: SeoService = { ...seo, inventory: () => inventory.get() };
    const now = () => new Date();
    const providers = seoProviders(config);
    const siteSettingsDeps = { settings: seoSettings, audit, now, changed: () => siteDefaults.invalidate() };
    const redirectTable = createRedirectTable(repository, events);
    const redirectDeps = { repository, audit, changed: redirectTable.invalidate };
    // A page that changes its address (a course's slug) leaves a redirect behind at the old one (issue 20).
    pageMoves.handle({
      write: (tx, move) => repository.movePage(tx, { from: move.from, to: move.to, createdBy: move.by }),
      afterCommit: redirectTable.invalidate,
    });
    const auditRepository = createAuditRepository(db);
    const linksRepository = createLinksRepository(db);
    const keywordsRepository = createKeywordsRepository(db);
    const semrushRepository = createSemrushRepository(db);
    const searchConsoleRepository = createSearchConsoleRepository(db);
    // The audit renders pages through the app itself (app.inject), which exists only once routes register.
    const contentAudit = (render: PageRenderer) => ({
      start: (by: AuditActor) =>
        startAudit(
          {
            repository: auditRepository,
            background,
            audit,
            run: (runId) =>
              runAudit(
                {
                  repository: auditRepository,
                  seo,
                  viewsSince: repository.viewsPerPathSince,
                  render,
                  publicUrl: config.publicUrl,
                  now,
                  keyphrases: keywordsRepository,
                },
                runId,
              ),
          },
          by,
        ),
      overview: () => auditOverview({ repository: auditRepository }),
      findings: (query: AuditFindingsQuery) => listAuditFindings({ repository: auditRepository }, query),
    });
    return {
      seo,
      seoRedirects: { table: redirectTable, repository },
      seoAudit: { contentAudit, repository: auditRepository },
      seoSemrush: (options: { refresh: boolean }) =>
        readSemrushInsights(
          {
            provider: providers.semrush,
            repository: semrushRepository,
            keyphrases: keywordsRepository,
            publicUrl: config.publicUrl,
            database: config.SEMRUSH_DATABASE,
            now,
            // The error's words only: a provider error never carries the key.
            log: (message, error) =>
              log?.error(
                {
                  event: "seo.semrush.failed",
                  error: error instanceof Error ? error.message : String(error),
                },
                message,
              ),
          },
          options,
        ),
      seoRobots: {
        read: () => readRobotsEditor({ settings: seoSettings, publicUrl: config.publicUrl }),
        save: (input: RobotsSave, by: AuditActor) =>
          saveRobotsRules(
            {
              settings: seoSettings,
              audit,
              publicUrl: config.publicUrl,
              now,
              changed: () => robotsRules.invalidate(),
            },
            input,
            by,
          ),
      },
      seoSiteSettings: {
        read: () => readSiteSettings(siteSettingsDeps),
        save: (input: SiteSeoSave, by: AuditActor) => saveSiteDefaults(siteSettingsDeps, input, by),
        images: createSiteImages({ ...siteSettingsDeps, files }),
      },
      seoLinks: internalLinks(
        { audits: auditRepository, links: linksRepository, insertable: (path) => markdownBodies.owns(path) },
        {
          bodies: markdownBodies,
          seo,
          transaction: linksRepository.transaction,
          audit,
          publicUrl: config.publicUrl,
        },
      ),
      // Keywords check the rendered page, so they too are made once routes register (render).
      seoKeywords: (render: PageRenderer): Keywords => {
        const deps = {
          seo,
          repository: keywordsRepository,
          render,
          publicUrl: config.publicUrl,
          now,
          audit,
        };
        return {
          list: (query: KeywordsQuery) =>
            listKeywords(
              { seo: listed, repository: keywordsRepository, viewsSince: repository.viewsPerPathSince, now },
              query,
            ),
          page: (path: string) => readPageKeyphrase(deps, path),
          save: (input: KeyphraseSave, by: AuditActor) => saveKeyphrase(deps, input, by),
          check: (path: string) => recheckKeyphrase(deps, path),
        };
      },
      seoIndexNow: indexNowJob(providers.indexNow, seo, createIndexNowRepository(db), background, log),
      seoSearchConsole: {
        sync: sweepJob(
          background,
          "seo.search-console",
          () =>
            syncSearchConsole({
              provider: providers.searchConsole,
              repository: searchConsoleRepository,
              publicUrl: config.publicUrl,
              now,
            }),
          searchConsoleEveryMs,
          (count) => log?.info({ event: "seo.search_console.synced", count }, "Search Console rows stored"),
        ),
        readPage: (path: string) =>
          readPageSearch(
            {
              repository: searchConsoleRepository,
              keyphrases: keywordsRepository,
              configured: providers.searchConsole !== null,
            },
            path,
          ),
      },
      seoIntegrations: {
        list: () => ({ items: describeSeoIntegrations(config) }),
        test: (name: string, by: AuditActor) =>
          testSeoIntegration({ providers, publicUrl: config.publicUrl, audit, now }, name, by),
      },
      seoMetadataCsv: {
        exportCsv: () => exportPageMetadata({ seo, repository }),
        importCsv: (input: MetadataImport, by: AuditActor) =>
          importPageMetadata({ seo, repository, audit, now }, input, by),
      },
      seoWorkbench: {
        listRedirects: async () => ({ items: (await repository.listRedirects()).map(redirectDto) }),
        createRedirect: (input: RedirectCreate, by: AuditActor) => createRedirect(redirectDeps, input, by),
        updateRedirect: (id: string, input: RedirectCreate, by: AuditActor) =>
          updateRedirect(redirectDeps, id, input, by),
        deleteRedirect: (id: string, by: AuditActor) => deleteRedirect(redirectDeps, id, by),
        sitemap: () => sitemapOverview({ seo: listed, publicUrl: config.publicUrl }),
        setSitemapPage: (input: SitemapPageUpdate, by: AuditActor) =>
          setSitemapInclusion({ seo, repository, audit, now }, input, by),
        robotsTest: async (query: RobotsTestQuery) =>
          testRobots(await seo.robotsTxt(), config.publicUrl, query),
        listPages: (query: SeoPagesQuery) =>
          listSeoPages({ seo: listed, repository, auditScores: auditRepository.lastScores, now }, query),
        readMetadata: (path: string) => readPageMetadata({ seo, repository }, path),
        saveMetadata: (input: SeoMetadataSave, by: AuditActor) =>
          savePageMetadata({ seo, repository, audit, now }, input, by),
      },
    };
  },
  routes: async (
    app,
    {
      seo,
      seoWorkbench,
      seoRedirects,
      seoAudit,
      seoLinks,
      seoKeywords,
      seoSemrush,
      seoRobots,
      seoSiteSettings,
      seoIntegrations,
      seoSearchConsole,
      seoMetadataCsv,
      config,
    },
  ) => {
    // Before the pages (registered after the modules): a redirect answers first.
    await app.register(redirectsPlugin, seoRedirects);
    await app.register(seoRoutes, { service: seo, workbench: seoWorkbench });
    await app.register(metadataCsvRoutes, { csv: seoMetadataCsv });
    if (config.INDEXNOW_KEY) await app.register(indexNowKeyRoute, { key: config.INDEXNOW_KEY });
    const render = renderWith(app);
    // The audit's thousand renders leave visitors at least half the event loop while they are on the site;
    // a keyphrase check is one render a marketer waits for.
    const auditRender = sharingWithVisitors(render, { visitors: countVisitorRequests(app.server) });
    await app.register(auditRoutes, { audit: seoAudit.contentAudit(auditRender) });
    await app.register(keywordsRoutes, { keywords: seoKeywords(render) });
    await app.register(linksRoutes, { links: seoLinks });
    await app.register(semrushRoutes, { insights: seoSemrush });
    await app.register(robotsRoutes, { robots: seoRobots });
    await app.register(siteSettingsRoutes, { site: seoSiteSettings });
    await app.register(seoIntegrationsRoutes, { integrations: seoIntegrations });
    await app.register(searchConsoleRoutes, { read: seoSearchConsole.readPage });
  },
});

/** Internal Links' use cases over the last finished audit's link graph, and the link insertion. */
function internalLinks(deps: LinksDeps, insertDeps: Parameters<typeof insertLink>[0]): InternalLinks {
  return {
    insert: (input: LinkInsert, by: AuditActor) => insertLink(insertDeps, input, by),
    overview: () => linkOverview(deps),
    pages: (query: LinkPagesQuery) => listLinkPages(deps, query),
    problems: (query: LinkProblemsQuery) => listLinkProblems(deps, query),
    suggestions: (query: LinkSuggestionsQuery) => listLinkSuggestions(deps, query),
    page: (path: string) => readPageLinks(deps, path),
  };
}

/**
 * Renders a site path as an anonymous visitor gets it, through the whole app in-process (redirects, the
 * shared-page cache, server rendering): no network, no cookies.
 */
function renderWith(app: ModuleApp): PageRenderer {
  return async (path) => {
    const response = await app.inject({ method: "GET", url: path, headers: { accept: "text/html" } });
    const location = response.headers.location;
    return {
      status: response.statusCode,
      html: response.statusCode === 200 ? response.body : "",
      location: typeof location === "string" ? location : null,
    };
  };
}

/** The outside services' clients, made once from the configuration; null where a service is not configured. */
function seoProviders(config: Config) {
  const searchConsoleKey = config.SEARCH_CONSOLE_CREDENTIALS;
  return {
    semrush: config.SEMRUSH_API_KEY
      ? createSemrushProvider({
          key: config.SEMRUSH_API_KEY,
          database: config.SEMRUSH_DATABASE,
          endpoint: config.SEMRUSH_ENDPOINT,
          // Tests point both of Semrush's hosts at one fake.
          unitsEndpoint: config.SEMRUSH_ENDPOINT,
        })
      : null,
    searchConsole: searchConsoleKey
      ? createSearchConsoleProvider({
          key: searchConsoleKey,
          site: searchConsoleSite(config),
          endpoint: config.SEARCH_CONSOLE_ENDPOINT,
        })
      : null,
    indexNow: config.INDEXNOW_KEY
      ? createIndexNowProvider({
          key: config.INDEXNOW_KEY,
          publicUrl: config.publicUrl,
          endpoint: config.INDEXNOW_ENDPOINT,
        })
      : null,
  };
}

/** The IndexNow sweep when INDEXNOW_KEY is set; otherwise a job that submits nothing. */
function indexNowJob(
  provider: IndexNowProvider | null,
  seo: SeoService,
  repository: ReturnType<typeof createIndexNowRepository>,
  background: BackgroundTasks,
  log: Deps["log"],
): SweepJob {
  if (!provider) return { sweep: async () => 0, start: () => () => {} };
  return sweepJob(
    background,
    "seo.indexnow",
    () => submitToIndexNow({ seo, repository, provider }),
    indexNowEveryMs,
    (count) => log?.info({ event: "seo.indexnow.submitted", count }, "URLs submitted to IndexNow"),
  );
}
