import type { z } from "zod";
import {
  type PageDetail,
  type PageDocument,
  type pageCreateSchema,
  pageDocumentSchema,
} from "#contracts/page-builder.ts";
import { pageBuilderMessages as messages } from "#contracts/page-builder-text.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { checkPath } from "./check-page.ts";
import type { PageBuilderDeps } from "./page-builder-deps.ts";
import { templateById } from "./page-templates.ts";
import { pageRow, readPage } from "./read-page.ts";

/** Fresh block ids for a copied document, so two pages never share Puck ids (the editor keys on them). */
function withNewIds(document: PageDocument): PageDocument {
  return {
    root: document.root,
    content: document.content.map(
      (block, index) =>
        ({
          ...block,
          props: { ...block.props, id: `${block.type}-${Date.now().toString(36)}-${index}` },
        }) as typeof block,
    ),
  };
}

/** A new page: blank, from a template, or a copy of another page's draft (duplicate). Audited. */
export async function createPage(
  deps: PageBuilderDeps,
  input: z.output<typeof pageCreateSchema>,
  by: AuditActor,
): Promise<PageDetail> {
  const { path, title, description } = input;
  await checkPath(deps, path, null);
  let document: PageDocument;
  if (input.copyOf) {
    document = withNewIds((await pageRow(deps, input.copyOf)).draft);
  } else {
    const template = templateById(input.template);
    if (!template) throw new HttpError(400, "Unknown template", "template");
    // Templates are checked like any save: a template that stopped matching the blocks fails loudly here.
    document = pageDocumentSchema.parse(
      template.document([...(await deps.courseSlugs())].slice(0, 3)),
    ) as PageDocument;
  }
  const now = deps.now();
  const id = await deps.db
    .transaction(async (tx) => {
      const created = await deps.repository.create({ path, title, description }, document, by.id, now, tx);
      await deps.audit.record(
        by,
        {
          action: "page-builder.page.create",
          entityType: "landing_page",
          entityId: created,
          summary: `Page ${path} created${input.copyOf ? " (copy)" : ""}`,
          after: { path, title, description, template: input.template ?? null, copyOf: input.copyOf ?? null },
        },
        tx,
      );
      return created;
    })
    .catch((error: unknown) => {
      // Two editors creating the same path at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(error)) throw new HttpError(409, messages.pathTaken, "path");
      throw error;
    });
  return readPage(deps, id);
}
