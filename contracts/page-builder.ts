import { z } from "zod";
import "./zod-messages.ts";
import type { LandingPageView } from "./landing-page-view.ts";
import {
  type BlockType,
  leadFormKinds,
  pageBuilderLimits as limits,
  pageBuilderMessages as messages,
  pageStatuses,
} from "./page-builder-text.ts";
import { parseVideoEmbedUrl } from "./video-embed-url.ts";

// The page builder's stored document (issue 21, decision 0068): Puck's data shape, `{ root, content }`, each
// block `{ type, props }` with props checked by one strict schema per block. The editor sends it, the server
// checks it again before every save, and the public renderer draws it with the site's own components. No
// field holds HTML: text is plain or Markdown (through the site's sanitiser), links are http(s) or site paths,
// and live facts (prices, dates, seats) are never stored, only the course or batch they come from.

/** Scripts and inline event handlers: refused with a message (the sanitiser would drop them anyway). */
const scriptLike = /<\s*\/?\s*script|<[^>]*\son[a-z]+\s*=|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html/i;

function text(max: number, min = 0) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !scriptLike.test(value), messages.scriptInText);
}

const heading = text(limits.headingMax);
const requiredHeading = text(limits.headingMax, 1);
const markdown = text(limits.markdownMax);

/** A link: a path of this site ("/courses/x", not "//host") or an http(s) address. */
export function isSafeHref(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s<>"]/.test(value);
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") && url.username === "" && url.password === ""
    );
  } catch {
    return false;
  }
}

/** An image: a file this site serves (/media/..., /images/...) or an https address. */
export function isSafeImageSrc(value: string): boolean {
  if (/^\/(media|images|assets)\/[A-Za-z0-9._~\-/]+$/.test(value)) return !value.includes("..");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const href = z.string().trim().min(1).max(limits.urlMax).refine(isSafeHref, messages.unsafeUrl);
const optionalHref = z
  .string()
  .trim()
  .max(limits.urlMax)
  .refine((value) => value === "" || isSafeHref(value), messages.unsafeUrl);
const imageSrc = z.string().trim().min(1).max(limits.urlMax).refine(isSafeImageSrc, messages.unsafeImage);
const slug = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/, "A course slug is lowercase letters, digits and hyphens");
/** Puck's own id of a block in the document. */
const blockId = z.string().min(1).max(100);

export const blockPropsSchemas = {
  Hero: z.strictObject({
    id: blockId,
    heading: requiredHeading,
    subheading: text(limits.shortTextMax).default(""),
    buttonLabel: text(limits.labelMax).default(""),
    buttonHref: optionalHref.default(""),
    tone: z.enum(["light", "dark"]).default("light"),
  }),
  RichText: z.strictObject({ id: blockId, markdown: text(limits.markdownMax, 1) }),
  Image: z.strictObject({
    id: blockId,
    src: imageSrc,
    alt: text(limits.altMax, 1),
    caption: text(limits.shortTextMax).default(""),
  }),
  Video: z.strictObject({
    id: blockId,
    url: z
      .string()
      .trim()
      .min(1)
      .max(limits.urlMax)
      .refine((value) => parseVideoEmbedUrl(value).ok, messages.videoUrl),
    title: text(limits.headingMax, 1),
  }),
  Columns: z.strictObject({ id: blockId, left: markdown, right: markdown }),
  CourseCards: z.strictObject({
    id: blockId,
    heading,
    courseSlugs: z.array(slug).min(1).max(limits.coursesMax),
  }),
  UpcomingBatches: z.strictObject({
    id: blockId,
    heading,
    /** Empty: every course's batches. */
    courseSlug: z.union([slug, z.literal("")]).default(""),
    limit: z.number().int().min(1).max(limits.coursesMax).default(3),
  }),
  Testimonials: z.strictObject({
    id: blockId,
    heading,
    items: z
      .array(
        z.strictObject({
          quote: text(limits.shortTextMax * 2, 1),
          name: text(limits.labelMax * 2, 1),
          role: text(limits.labelMax * 2).default(""),
        }),
      )
      .min(1)
      .max(limits.listMax),
  }),
  Faq: z.strictObject({
    id: blockId,
    heading,
    items: z
      .array(
        z.strictObject({ question: text(limits.shortTextMax, 1), answer: text(limits.markdownMax / 10, 1) }),
      )
      .min(1)
      .max(limits.faqMax),
  }),
  Pricing: z.strictObject({
    id: blockId,
    heading,
    courseSlugs: z.array(slug).min(1).max(4),
  }),
  CallToAction: z.strictObject({
    id: blockId,
    heading: requiredHeading,
    text: text(limits.shortTextMax).default(""),
    buttonLabel: text(limits.labelMax, 1),
    buttonHref: href,
  }),
  Countdown: z.strictObject({
    id: blockId,
    heading,
    /** Counts down to this course's next batch start. */
    courseSlug: slug,
  }),
  LogoWall: z.strictObject({
    id: blockId,
    heading,
    logos: z
      .array(z.strictObject({ src: imageSrc, alt: text(limits.altMax, 1) }))
      .min(1)
      .max(limits.logosMax),
  }),
  LeadForm: z.strictObject({
    id: blockId,
    kind: z.enum(leadFormKinds),
    heading,
    text: text(limits.shortTextMax).default(""),
  }),
} satisfies Record<BlockType, z.ZodType>;

type BlockPropsSchemas = typeof blockPropsSchemas;
export type BlockProps<T extends BlockType> = z.output<BlockPropsSchemas[T]>;
export type PageBlock = { [T in BlockType]: { type: T; props: BlockProps<T> } }[BlockType];

const blockSchema = z
  .object({ type: z.string(), props: z.record(z.string(), z.unknown()) })
  .transform((block, ctx): PageBlock => {
    const schema = (blockPropsSchemas as Record<string, z.ZodType>)[block.type];
    if (!schema) {
      ctx.addIssue({
        code: "custom",
        message: `${messages.unknownBlock}: ${block.type.slice(0, 40)}`,
        path: ["type"],
      });
      return z.NEVER;
    }
    const parsed = schema.safeParse(block.props);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({
          code: "custom",
          message: issue.message,
          path: ["props", ...issue.path] as (string | number)[],
        });
      return z.NEVER;
    }
    return { type: block.type, props: parsed.data } as PageBlock;
  });

/** The stored document: Puck's data with our blocks. `zones` (Puck's legacy drop zones) must be empty. */
export const pageDocumentSchema = z.object({
  root: z.object({ props: z.object({}).catchall(z.unknown()).optional() }).default({ props: {} }),
  content: z.array(blockSchema).max(limits.blocksMax),
  zones: z.record(z.string(), z.array(z.never())).optional(),
});
export type PageDocument = { root: { props?: Record<string, unknown> }; content: PageBlock[] };

export const pagePathSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(limits.pathMax)
  .regex(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, messages.pathFormat);

const pageFields = {
  path: pagePathSchema,
  title: text(limits.titleMax, 1),
  description: text(limits.descriptionMax, 1),
};

export const pageCreateSchema = z.object({
  ...pageFields,
  /** A template to start from, or another page to copy (duplicate). */
  template: z.string().max(40).optional(),
  copyOf: z.uuid().optional(),
});

export const pageSaveSchema = z.object({
  ...pageFields,
  document: pageDocumentSchema,
  /** The version the editor opened: a save since answers 409 and changes nothing. */
  version: z.number().int().min(1),
});

export const pagePublishSchema = z.object({
  version: z.number().int().min(1),
  /** A future time: the page goes live then; absent: now. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export const pageVersionBodySchema = z.object({ version: z.number().int().min(1) });
export const pageParamsSchema = z.object({ id: z.string().max(100) });
export const pageVersionParamsSchema = z.object({
  id: z.string().max(100),
  number: z.coerce.number().int().min(1),
});
export const pageVersionsQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1) });
export const pageListQuerySchema = z.object({
  status: z.enum(pageStatuses).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/** A document the server stored after checking it: answered as it is, typed for the client. */
const storedDocument = z.custom<PageDocument>((value) => typeof value === "object" && value !== null);

const pageSummaryShape = {
  id: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(pageStatuses),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The draft differs from what is published. */
  unpublishedChanges: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};
export const pageSummarySchema = z.object(pageSummaryShape);
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const pageListSchema = z.object({
  items: z.array(pageSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** The page's A/B variant B (issue 21): its draft, and whether a test runs on the live page since when. */
export const pageVariantSchema = z.object({
  document: storedDocument,
  running: z.boolean(),
  startedAt: z.string().nullable(),
});

export const pageDetailSchema = z.object({
  ...pageSummaryShape,
  /** The draft, as the editor saved it (checked when saved; answered as stored). */
  document: storedDocument,
  /** A signed link to see the draft as visitors would, valid for a day. */
  previewUrl: z.string(),
  /** Variant B of an A/B test, when the page has one (A is `document`). */
  variant: pageVariantSchema.nullable().optional(),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

export const pageVersionsSchema = z.object({
  items: z.array(
    z.object({
      number: z.number(),
      kind: z.enum(["save", "publish", "restore", "create"]),
      title: z.string(),
      path: z.string(),
      savedAt: z.string(),
      savedBy: z.string().nullable(),
      blocks: z.number(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const pageVersionSchema = z.object({
  number: z.number(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  document: storedDocument,
});

/** An uploaded image: its site path, for an Image or Logo wall block. */
export const pageImageSchema = z.object({ src: z.string() });

export const pageTemplatesSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), blocks: z.number() })),
});

// What the public page draws: the published document with live facts filled in by the server.
export const landingPageViewSchema = z.custom<LandingPageView>(
  (value) => typeof value === "object" && value !== null,
);
export const pageVariantNames = ["a", "b"] as const;
export const viewQuerySchema = z.object({
  path: z.string().max(limits.pathMax + 10),
  /** The visitor's A/B bucket (set by the server's page render): b draws variant B while a test runs. */
  variant: z.enum(pageVariantNames).optional(),
});
export const previewQuerySchema = z.object({
  token: z.string().max(600),
  /** b: variant B's draft. */
  variant: z.enum(pageVariantNames).optional(),
});

// A/B variants (issue 21): B is a second draft of the page; a running test shows A or B by the visitor's daily
// analytics hash, and "make winner" ends it with the winner published.
export const pageVariantSaveSchema = z.object({
  document: pageDocumentSchema,
  version: z.number().int().min(1),
});
export const pageVariantStopSchema = z.object({
  version: z.number().int().min(1),
  winner: z.enum(pageVariantNames),
});
const variantStats = z.object({
  variant: z.enum(pageVariantNames),
  views: z.number(),
  visitors: z.number(),
  leads: z.number(),
  checkouts: z.number(),
  /** Leads per visitor, 0..1 (0 without visitors). */
  leadRate: z.number(),
  /** Visitors who went on to a checkout page, per visitor, 0..1. */
  checkoutRate: z.number(),
});
export const pageVariantStatsSchema = z.object({
  running: z.boolean(),
  startedAt: z.string().nullable(),
  items: z.array(variantStats),
});
export type PageVariantStats = z.infer<typeof pageVariantStatsSchema>;
