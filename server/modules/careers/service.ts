import {
  careersMessages,
  careersPagePaths,
  type JobApplicationFields,
  type OpeningDetail,
  type OpeningKind,
  type OpeningSummary,
  type OpeningsResponse,
} from "#contracts/careers.ts";
import { HttpError } from "#server/http-error.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import {
  jobApplicationMail,
  jobApplicationMailKind,
} from "#server/modules/mail/templates/job-application.ts";
import type { CvStorage } from "./cv-storage.ts";
import type { CareersRepository, OpeningRecord } from "./repository.ts";

function toSummary({ id: _id, descriptionMarkdown: _md, ...summary }: OpeningRecord): OpeningSummary {
  return summary;
}

/** A visitor's file name, kept as data only: no path, no control characters, bounded. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 200);
  return cleaned || "cv.pdf";
}

export function createCareersService(deps: {
  repository: CareersRepository;
  storage: CvStorage;
  mail: Pick<MailService, "enqueue">;
  /** Origin of the links in mails (PUBLIC_URL). */
  publicUrl: string;
  onMailFailure?: (error: unknown) => void;
}) {
  const { repository } = deps;
  return {
    async listOpenings(kind?: OpeningKind): Promise<OpeningsResponse> {
      const rows = await repository.listOpen(kind);
      return { openings: rows.map(toSummary) };
    },

    async opening(slug: string): Promise<OpeningDetail> {
      const row = await this.requireOpen(slug);
      return { ...toSummary(row), html: renderMarkdown(row.descriptionMarkdown) };
    },

    async requireOpen(slug: string): Promise<OpeningRecord> {
      const row = await repository.findOpen(slug);
      if (!row) throw new HttpError(404, careersMessages.openingNotFound);
      return row;
    },

    /**
     * Stores an application whose CV is already on disk; the file is removed again if the row cannot be
     * written, so no CV is left without its application.
     */
    async submitApplication(input: {
      opening: OpeningRecord;
      fields: JobApplicationFields;
      cv: { fileName: string; bytes: number; originalName: string };
    }): Promise<{ message: string }> {
      const { opening, fields, cv } = input;
      try {
        await repository.createApplication({
          openingId: opening.id,
          ...fields,
          cvFile: cv.fileName,
          cvOriginalName: cv.originalName,
          cvBytes: cv.bytes,
        });
      } catch (error) {
        await deps.storage.remove(cv.fileName);
        throw error;
      }
      // The application is stored: a mail that cannot be queued is logged, not turned into an error that
      // would make the applicant send it again.
      try {
        await deps.mail.enqueue({
          to: fields.email,
          kind: jobApplicationMailKind,
          ...jobApplicationMail({
            name: fields.name,
            openingTitle: opening.title,
            cvOriginalName: cv.originalName,
            pageLink: `${deps.publicUrl}${careersPagePaths[opening.kind]}`,
          }),
        });
      } catch (error) {
        deps.onMailFailure?.(error);
      }
      return { message: careersMessages.successBody };
    },

    lastChanged: (kind: OpeningKind) => repository.lastChanged(kind),
  };
}
export type CareersService = ReturnType<typeof createCareersService>;
