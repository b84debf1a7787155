import { z } from "zod";
import "./zod-messages.ts";

// Internal Links (issue 20): the link graph of the pages the last content audit rendered. GET /api/seo/links
// answers the totals; GET /api/seo/links/pages lists pages with their inbound and outbound links (orphans
// first); GET /api/seo/links/problems lists links to missing pages and through redirects; GET
// /api/seo/links/page?path= answers one page's links both ways and the anchor texts that point to it.

export const linkMessages = {
  loadFailed: "The link graph could not be loaded",
  neverRun: "No audit has run yet: run one on the Content Audit page to draw the link graph.",
  pathRequired: "Choose a page first",
  pageNotCrawled: "The last audit did not crawl this page.",
  searchTooLong: "Search must be at most 100 characters",
  filterInvalid: "Choose all pages or orphan pages",
  sortInvalid: "Choose fewest inbound, most inbound or most outbound",
  kindInvalid: "Choose broken links or redirected links",
  pageInvalid: "Page must be a whole number from 1",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100",
  noPages: "No page matches this search.",
  noOrphans: "No orphan pages: every page has at least one link from another page.",
  noBroken: "No broken internal links.",
  noRedirected: "No links through redirects.",
  noSuggestions:
    "No suggestions: no page mentions another page's focus keyphrase without linking to it. Set keyphrases on the Keywords page, then run an audit.",
  copied: "Markdown link copied",
  inserted: "Link inserted",
  insertFailed: "The link could not be inserted",
  notMarkdown:
    "The site cannot edit this page's content yet: copy the link and add it where the page is written.",
  alreadyLinked: "The page links there already.",
  noMention: (phrase: string) =>
    `The page no longer mentions “${phrase}” in plain text (outside links, headings and code).`,
  changedMeanwhile: "The page changed while the link was being added; try again.",
  copyFailed: "The link could not be copied; select it and copy it by hand.",
} as const;

/** Rows of a page's inbound or outbound links answered at most; the totals say how many there are. */
export const pageLinksMax = 200;

export const linkOverviewSchema = z.object({
  /** The finished audit the graph comes from; null before the first. */
  run: z.object({ id: z.string(), finishedAt: z.string() }).nullable(),
  pages: z.number().int(),
  /** Distinct (page, linked site path) pairs. */
  links: z.number().int(),
  /** Indexable crawled pages no other page links to (the home page left out). */
  orphans: z.number().int(),
  /** Links to site paths that answer 4xx or 5xx. */
  broken: z.number().int(),
  /** Links to site paths that redirect. */
  redirected: z.number().int(),
  /** Linked site paths whose redirects take two hops or more, or loop. */
  chains: z.number().int(),
  /** Pages that mention another page's focus keyphrase without linking to it. */
  suggestions: z.number().int(),
});
export type LinkOverview = z.infer<typeof linkOverviewSchema>;

export const linkPageFilters = ["orphans"] as const;
export const linkPageSorts = ["fewest-inbound", "most-inbound", "most-outbound"] as const;
export type LinkPageSort = (typeof linkPageSorts)[number];
export const linkPageSortLabels: Record<LinkPageSort, string> = {
  "fewest-inbound": "Fewest inbound links",
  "most-inbound": "Most inbound links",
  "most-outbound": "Most outbound links",
};
export const linkProblemKinds = ["broken", "redirected"] as const;
export type LinkProblemKind = (typeof linkProblemKinds)[number];

export const linksPageSizeDefault = 25;

const pageNumber = z.coerce
  .number({ error: linkMessages.pageInvalid })
  .int(linkMessages.pageInvalid)
  .min(1, linkMessages.pageInvalid)
  .max(100_000, linkMessages.pageInvalid)
  .default(1);
const pageSize = z.coerce
  .number({ error: linkMessages.pageSizeInvalid })
  .int(linkMessages.pageSizeInvalid)
  .min(1, linkMessages.pageSizeInvalid)
  .max(100, linkMessages.pageSizeInvalid)
  .default(linksPageSizeDefault);

/** Query string of GET /api/seo/links/pages. An empty filter (cleared in the URL) means every page. */
export const linkPagesQuerySchema = z.object({
  q: z.string().trim().max(100, linkMessages.searchTooLong).default(""),
  filter: z
    .union([z.enum(linkPageFilters), z.literal("")], { error: linkMessages.filterInvalid })
    .optional()
    .transform((value) => value || undefined),
  sort: z
    .union([z.enum(linkPageSorts), z.literal("")], { error: linkMessages.sortInvalid })
    .optional()
    .transform((value): LinkPageSort => value || "fewest-inbound"),
  page: pageNumber,
  pageSize,
});
export type LinkPagesQuery = z.output<typeof linkPagesQuerySchema>;

export const linkPageRowSchema = z.object({
  path: z.string(),
  title: z.string(),
  inbound: z.number().int(),
  /** Of the inbound links, those from pages' content (not navigation, header or footer). */
  inboundContent: z.number().int(),
  outbound: z.number().int(),
  /** The page asks not to be indexed: without links it is no orphan. */
  noindex: z.boolean(),
});
export type LinkPageRow = z.infer<typeof linkPageRowSchema>;

export const linkPagesSchema = z.object({
  items: z.array(linkPageRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Query string of GET /api/seo/links/problems. */
export const linkProblemsQuerySchema = z.object({
  kind: z.enum(linkProblemKinds, { error: linkMessages.kindInvalid }).default("broken"),
  page: pageNumber,
  pageSize,
});
export type LinkProblemsQuery = z.output<typeof linkProblemsQuerySchema>;

/** Where a linked site path's redirects lead; null for a path that does not redirect. */
export const redirectChainSchema = z
  .object({
    /** The first hop. */
    to: z.string(),
    /** Where the redirects end (a site path, or an address off the site). */
    end: z.string(),
    /** What the end answered; null when it is off the site, not checked, or the chain loops. */
    endStatus: z.number().int().nullable(),
    hops: z.number().int(),
    loop: z.boolean(),
  })
  .nullable();
export type RedirectChain = z.infer<typeof redirectChainSchema>;

export const linkProblemSchema = z.object({
  fromPath: z.string(),
  fromTitle: z.string(),
  toPath: z.string(),
  anchor: z.string(),
  status: z.number().int(),
  redirect: redirectChainSchema,
});
export type LinkProblem = z.infer<typeof linkProblemSchema>;

export const linkProblemsSchema = z.object({
  items: z.array(linkProblemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Query string of GET /api/seo/links/suggestions. */
export const linkSuggestionsQuerySchema = z.object({ page: pageNumber, pageSize });
export type LinkSuggestionsQuery = z.output<typeof linkSuggestionsQuerySchema>;

export const linkSuggestionSchema = z.object({
  fromPath: z.string(),
  fromTitle: z.string(),
  toPath: z.string(),
  toTitle: z.string(),
  /** The keyphrase or synonym the page mentions. */
  keyphrase: z.string(),
  /** The text around the mention. */
  snippet: z.string(),
  /** "Insert link" can write the page's content (a blog post's Markdown); otherwise the link is copied. */
  insertable: z.boolean(),
});
export type LinkSuggestion = z.infer<typeof linkSuggestionSchema>;

export const linkSuggestionsSchema = z.object({
  items: z.array(linkSuggestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const pageLinksQuerySchema = z.object({
  path: z.string().trim().min(1, linkMessages.pathRequired).max(2000),
});

export const pageLinksSchema = z.object({
  path: z.string(),
  title: z.string(),
  /** Pages linking here, most links first. */
  inbound: z.array(
    z.object({
      path: z.string(),
      title: z.string(),
      anchor: z.string(),
      inContent: z.boolean(),
    }),
  ),
  inboundTotal: z.number().int(),
  /** Site paths this page links to, problems first. */
  outbound: z.array(
    z.object({
      path: z.string(),
      anchor: z.string(),
      inContent: z.boolean(),
      /** What the path answered; null when the crawl did not check it. */
      status: z.number().int().nullable(),
      redirect: redirectChainSchema,
    }),
  ),
  outboundTotal: z.number().int(),
  /** The words other pages link here with, and how many pages use each. */
  anchors: z.array(z.object({ text: z.string(), pages: z.number().int() })),
});
export type PageLinks = z.infer<typeof pageLinksSchema>;

/** POST /api/seo/links/insert: link the first plain mention of the keyphrase on `fromPath` to `toPath`. */
export const linkInsertSchema = z.object({
  fromPath: z.string().trim().min(1, linkMessages.pathRequired).max(2000),
  toPath: z.string().trim().min(1, linkMessages.pathRequired).max(2000),
  keyphrase: z.string().trim().min(1, "Name the words to link").max(200),
});
export type LinkInsert = z.output<typeof linkInsertSchema>;

export const linkInsertedSchema = z.object({
  fromPath: z.string(),
  toPath: z.string(),
  /** The words that became the link, as the page writes them. */
  mention: z.string(),
});
export type LinkInserted = z.infer<typeof linkInsertedSchema>;
