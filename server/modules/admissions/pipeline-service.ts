import type {
  ApplicationBoard,
  ApplicationDetail,
  ApplicationFilters,
  ApplicationListQuery,
  ApplicationNote,
  ApplicationPage,
  ApplicationTemplate,
  BulkStatusResult,
  RenderedStatusMail,
} from "#contracts/application-pipeline.ts";
import {
  type ApplicationStatus,
  applicationStatuses,
  applicationTransitions,
  applicationPipelineLimits as limits,
  applicationPipelineMessages as messages,
  type TemplateStatus,
  templateStatuses,
} from "#contracts/application-pipeline-text.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { exportApplicationsCsv } from "./export-applications-csv.ts";
import { type Move, moveApplication } from "./move-application.ts";
import type { PipelineRepository } from "./pipeline-repository.ts";
import { renderStatusMail, type StatusMailDeps } from "./status-mail.ts";
import { defaultStatusMails } from "./status-mail-defaults.ts";

// Ids are uuids: anything else names no application and must not reach the database (PostgreSQL would
// refuse the cast with an error).
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireId(id: string): string {
  if (!uuidPattern.test(id)) throw new HttpError(404, messages.notFound);
  return id.toLowerCase();
}

function requireTemplateStatus(status: string): TemplateStatus {
  const found = templateStatuses.find((value) => value === status);
  if (!found) throw new HttpError(404, messages.templateNotFound);
  return found;
}

export type PipelineDeps = StatusMailDeps & {
  audit: AuditTrail;
  /** Starts delivery once the changes and their mail are committed (the mail service's deliverPending). */
  deliverMail: () => void;
  now?: () => Date;
};

/** The admin's applications pipeline (decision 0043): read, annotate, move, mail, export. */
export function createPipelineService(deps: PipelineDeps) {
  const now = deps.now ?? (() => new Date());
  const repository: PipelineRepository = deps.repository;

  async function detail(id: string): Promise<ApplicationDetail> {
    const found = await repository.detail(requireId(id));
    if (!found) throw new HttpError(404, messages.notFound);
    return { ...found, nextStatuses: [...applicationTransitions[found.status]] };
  }

  return {
    async list(query: ApplicationListQuery): Promise<ApplicationPage> {
      const { page, pageSize, ...filters } = query;
      const { items, total } = await repository.list(filters, page, pageSize);
      return { items, total, page, pageSize };
    },

    async board(filters: ApplicationFilters): Promise<ApplicationBoard> {
      const counts = await repository.countsByStatus(filters);
      const columns = await Promise.all(
        applicationStatuses.map(async (status) => {
          const count = counts.get(status) ?? 0;
          const items = count
            ? await repository.newestOfStatus(filters, status, limits.boardCardsPerColumn)
            : [];
          return { status, count, items };
        }),
      );
      return { columns };
    },

    detail,

    exportCsv(filters: ApplicationFilters) {
      return exportApplicationsCsv(repository, filters, now());
    },

    async addNote(id: string, body: string, actor: AuditActor): Promise<ApplicationNote> {
      const applicationId = requireId(id);
      return repository.transaction(async (tx) => {
        if (!(await repository.exists(applicationId, tx))) throw new HttpError(404, messages.notFound);
        const note = await repository.insertNote(tx, {
          applicationId,
          authorId: actor.id,
          authorName: actor.name,
          body,
        });
        await deps.audit.record(
          actor,
          {
            action: "application.note",
            entityType: "application",
            entityId: applicationId,
            summary: `Note added (${body.length} characters)`,
            before: null,
            after: { noteId: note.id, body },
          },
          tx,
        );
        return note;
      });
    },

    /** What a move to `status` would mail, rendered by the same code the change sends with. */
    async preview(
      id: string,
      input: { status: ApplicationStatus; subject?: string; body?: string },
    ): Promise<RenderedStatusMail> {
      const applicationId = requireId(id);
      if (input.status === "submitted") throw new HttpError(400, messages.sameStatus, "status");
      const course = await deps.courseTitle();
      return repository.transaction(async (tx) => {
        const current = await repository.lockForChange(tx, applicationId);
        if (!current) throw new HttpError(404, messages.notFound);
        const status = input.status as Exclude<ApplicationStatus, "submitted">;
        return renderStatusMail(deps, current, status, input, course, tx);
      });
    },

    async changeStatus(id: string, move: Omit<Move, "id">, actor: AuditActor): Promise<ApplicationDetail> {
      const applicationId = requireId(id);
      const context = { at: now(), course: await deps.courseTitle() };
      const { mailed } = await repository.transaction((tx) =>
        moveApplication(deps, tx, { ...move, id: applicationId }, actor, context),
      );
      if (mailed) deps.deliverMail();
      return detail(applicationId);
    },

    /**
     * Moves every listed application in one transaction; a row that cannot move (gone, changed by someone
     * else, a refused move) is left as it was, inside its own savepoint, and reported, the others go on.
     */
    async bulkChange(
      input: { status: ApplicationStatus; notify: boolean; items: { id: string; version: number }[] },
      actor: AuditActor,
    ): Promise<BulkStatusResult> {
      const context = { at: now(), course: await deps.courseTitle() };
      const results = await repository.transaction(async (tx) => {
        const rows: BulkStatusResult["results"] = [];
        for (const item of input.items) {
          if (!uuidPattern.test(item.id)) {
            rows.push({ id: item.id, ok: false, error: messages.notFound, mailed: false });
            continue;
          }
          try {
            const { mailed } = await repository.savepoint(tx, (savepoint) =>
              moveApplication(
                deps,
                savepoint,
                {
                  id: item.id.toLowerCase(),
                  version: item.version,
                  status: input.status,
                  notify: input.notify,
                },
                actor,
                context,
              ),
            );
            rows.push({ id: item.id, ok: true, error: null, mailed });
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            rows.push({ id: item.id, ok: false, error: error.message, mailed: false });
          }
        }
        return rows;
      });
      if (results.some((row) => row.mailed)) deps.deliverMail();
      return { changed: results.filter((row) => row.ok).length, results };
    },

    async templates(): Promise<ApplicationTemplate[]> {
      const rows = new Map((await repository.listTemplates()).map((row) => [row.status, row]));
      return templateStatuses.map((status) => {
        const row = rows.get(status);
        return row
          ? {
              status,
              subject: row.subject,
              body: row.body,
              version: row.version,
              updatedAt: row.updatedAt.toISOString(),
              updatedByName: row.updatedByName,
            }
          : { status, ...defaultStatusMails[status], version: 1, updatedAt: null, updatedByName: null };
      });
    },

    async saveTemplate(
      statusParam: string,
      change: { subject: string; body: string; version: number },
      actor: AuditActor,
    ): Promise<ApplicationTemplate> {
      const status = requireTemplateStatus(statusParam);
      return repository.transaction(async (tx) => {
        const before = (await repository.findTemplate(status, tx)) ?? {
          ...defaultStatusMails[status],
          version: 1,
        };
        const saved = await repository.saveTemplate(tx, status, {
          ...change,
          byId: actor.id,
          byName: actor.name,
          at: now(),
        });
        if (!saved) throw new HttpError(409, recordVersionMessages.conflict("template"));
        await deps.audit.record(
          actor,
          {
            action: "application_template.update",
            entityType: "application_template",
            entityId: status,
            before: { subject: before.subject, body: before.body, version: before.version },
            after: { subject: saved.subject, body: saved.body, version: saved.version },
          },
          tx,
        );
        return {
          status,
          subject: saved.subject,
          body: saved.body,
          version: saved.version,
          updatedAt: saved.updatedAt.toISOString(),
          updatedByName: saved.updatedByName,
        };
      });
    },
  };
}
export type PipelineService = ReturnType<typeof createPipelineService>;
