import type { z } from "zod";
import {
  type PageDetail,
  type PageDocument,
  type PageVariantStats,
  pageDocumentSchema,
  type pageVariantSaveSchema,
} from "#contracts/page-builder.ts";
import { pageBuilderMessages as messages } from "#contracts/page-builder-text.ts";
import type { Executor } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { PageVariant } from "./ab-bucket.ts";
import { checkCourses, checkPath } from "./check-page.ts";
import type { PageBuilderDeps } from "./page-builder-deps.ts";
import { pageRow, readPage } from "./read-page.ts";

// A/B variants of a landing page (issue 21, decision 0068): B is a second draft beside A's; starting the test
// publishes both, and visitors see A or B by their daily analytics hash (ab-bucket.ts); "make winner" ends it.

async function write(
  deps: PageBuilderDeps,
  id: string,
  audit: { action: string; summary: string; after?: Record<string, unknown> },
  by: AuditActor,
  change: (tx: Executor) => Promise<boolean>,
): Promise<void> {
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await change(tx))) return false;
    await deps.audit.record(by, { ...audit, entityType: "landing_page", entityId: id }, tx);
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
}

/** Variant B as a copy of A's draft (admins and marketers). */
export async function createVariant(
  deps: PageBuilderDeps,
  id: string,
  version: number,
  by: AuditActor,
): Promise<PageDetail> {
  const row = await pageRow(deps, id);
  if (row.variantDraft) throw new HttpError(409, messages.variantExists);
  await write(
    deps,
    id,
    { action: "page-builder.variant.create", summary: `Variant B of ${row.path} created` },
    by,
    (tx) => deps.repository.createVariant(id, version, by.id, deps.now(), tx),
  );
  return readPage(deps, id);
}

/** Saves B's draft (checked like A's). While a test runs, visitors keep the B that was started. */
export async function saveVariant(
  deps: PageBuilderDeps,
  id: string,
  input: z.output<typeof pageVariantSaveSchema>,
  by: AuditActor,
): Promise<PageDetail> {
  const row = await pageRow(deps, id);
  if (!row.variantDraft) throw new HttpError(409, messages.noVariant);
  const document = input.document as PageDocument;
  await checkCourses(deps, document);
  await write(
    deps,
    id,
    {
      action: "page-builder.variant.save",
      summary: `Variant B of ${row.path} saved`,
      after: { blocks: document.content.length },
    },
    by,
    (tx) => deps.repository.saveVariant(id, input.version, document, by.id, deps.now(), tx),
  );
  return readPage(deps, id);
}

function checkPublishable(document: PageDocument): void {
  if (document.content.length === 0) throw new HttpError(400, messages.emptyPage);
  const stored = pageDocumentSchema.safeParse(document);
  if (!stored.success) throw new HttpError(400, stored.error.issues[0]?.message ?? messages.unknownBlock);
}

/** Publishes A's and B's drafts together and starts splitting visitors (admins). */
export async function startVariant(
  deps: PageBuilderDeps,
  id: string,
  version: number,
  by: AuditActor,
): Promise<PageDetail> {
  const row = await pageRow(deps, id);
  if (!row.variantDraft) throw new HttpError(409, messages.noVariant);
  checkPublishable(row.draft);
  checkPublishable(row.variantDraft);
  await checkPath(deps, row.path, id);
  await checkCourses(deps, row.draft);
  await checkCourses(deps, row.variantDraft);
  const now = deps.now();
  await write(
    deps,
    id,
    {
      action: "page-builder.variant.start",
      summary: `A/B test of ${row.path} started (A and B published)`,
      after: { path: row.path },
    },
    by,
    async (tx) => {
      if (!(await deps.repository.startVariant(id, version, by.id, now, tx))) return false;
      await deps.repository.addVersion(id, version + 1, "publish", row, row.draft, by.id, now, tx);
      return true;
    },
  );
  await deps.testsChanged();
  deps.pagesChanged();
  return readPage(deps, id);
}

/**
 * "Make winner" (admins): the winner's document becomes A's draft and, while a test runs, the published page;
 * B is dropped and the test ends. Before a test starts, winner a discards B and winner b makes it the draft.
 */
export async function stopVariant(
  deps: PageBuilderDeps,
  id: string,
  input: { version: number; winner: PageVariant },
  by: AuditActor,
): Promise<PageDetail> {
  const row = await pageRow(deps, id);
  if (!row.variantDraft) throw new HttpError(409, messages.noVariant);
  const running = row.variantPublished !== null && row.published !== null;
  const winner = running
    ? input.winner === "b"
      ? row.variantPublished
      : row.published
    : input.winner === "b"
      ? row.variantDraft
      : row.draft;
  if (!winner) throw new HttpError(409, messages.noVariant);
  const now = deps.now();
  await write(
    deps,
    id,
    {
      action: "page-builder.variant.stop",
      summary: running
        ? `A/B test of ${row.path} ended: ${input.winner.toUpperCase()} won and is published`
        : `Variant B of ${row.path} ${input.winner === "b" ? "made the draft" : "discarded"}`,
      after: { winner: input.winner, running },
    },
    by,
    async (tx) => {
      if (!(await deps.repository.stopVariant(id, input.version, winner, running, by.id, now, tx)))
        return false;
      if (input.winner === "b" || running)
        await deps.repository.addVersion(
          id,
          input.version + 1,
          running ? "publish" : "save",
          row,
          winner,
          by.id,
          now,
          tx,
        );
      return true;
    },
  );
  if (running) {
    await deps.testsChanged();
    deps.pagesChanged();
  }
  return readPage(deps, id);
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** The test's numbers per variant (views, visitors, leads, checkouts started and their rates). */
export async function variantStats(deps: PageBuilderDeps, id: string): Promise<PageVariantStats> {
  const row = await pageRow(deps, id);
  const running = row.variantPublished !== null && row.published !== null;
  const since = row.variantStartedAt;
  const stats = since ? await deps.repository.variantStats(row.path, since) : { views: [], leads: [] };
  const items = (["a", "b"] as const).map((variant) => {
    const seen = stats.views.find((item) => item.variant === variant);
    const visitors = Number(seen?.visitors ?? 0);
    const checkouts = Number(seen?.checkouts ?? 0);
    const leads = Number(stats.leads.find((item) => item.variant === variant)?.leads ?? 0);
    return {
      variant,
      views: Number(seen?.views ?? 0),
      visitors,
      leads,
      checkouts,
      leadRate: rate(leads, visitors),
      checkoutRate: rate(checkouts, visitors),
    };
  });
  return { running, startedAt: since?.toISOString() ?? null, items };
}
