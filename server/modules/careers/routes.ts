import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { careersApi } from "#contracts/api/careers.ts";
import {
  careersLimits,
  careersMessages,
  cvFieldName,
  type JobApplicationFieldName,
  jobApplicationFieldNames,
  jobApplicationFieldsSchema,
  jobApplicationResponseSchema,
  openingDetailSchema,
  openingParamsSchema,
  openingsQuerySchema,
  openingsResponseSchema,
} from "#contracts/careers.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { sendApiError } from "#server/plugins/error-handler.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CvStorage, CvStoreResult } from "./cv-storage.ts";
import { type CareersService, cleanOriginalName } from "./service.ts";

type FieldError = { message: string; field?: string };

// Multipart parts beyond these are refused: five text fields and one file, each text field well above
// its own limit (so a cut-off value still fails validation instead of passing shortened).
const multipartLimits = {
  fileSize: careersLimits.cvMaxBytes,
  files: 1,
  fields: 12,
  parts: 14,
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  headerPairs: 20,
};

const fieldNames = new Set<string>(jobApplicationFieldNames);

type ParsedForm =
  | {
      ok: true;
      fields: Partial<Record<JobApplicationFieldName, string>>;
      cv: (CvStoreResult & { originalName: string }) | null;
    }
  | { ok: false; status: number; errors: FieldError[] };

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error && "code" in error ? String(error.code) : undefined;
}

/** Reads every part of the form; any stored CV is removed again when the form as a whole fails. */
async function readApplicationForm(request: FastifyRequest, storage: CvStorage): Promise<ParsedForm> {
  const fields: Partial<Record<JobApplicationFieldName, string>> = {};
  let cv: (CvStoreResult & { originalName: string }) | null = null;
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === "field") {
        if (fieldNames.has(part.fieldname) && typeof part.value === "string") {
          fields[part.fieldname as JobApplicationFieldName] = part.value;
        }
        continue;
      }
      if (part.fieldname !== cvFieldName || cv) {
        part.file.resume(); // a file we did not ask for: read and dropped
        continue;
      }
      cv = { ...(await storage.store(part.file)), originalName: cleanOriginalName(part.filename) };
    }
  } catch (error) {
    if (cv?.ok) await storage.remove(cv.fileName);
    const code = errorCode(error);
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      return { ok: false, status: 413, errors: [{ message: careersMessages.cvRule, field: cvFieldName }] };
    }
    if (code === "FST_FILES_LIMIT") {
      return { ok: false, status: 400, errors: [{ message: careersMessages.cvOneFile, field: cvFieldName }] };
    }
    request.log.info({ err: error }, "unreadable job application form");
    return { ok: false, status: 400, errors: [{ message: careersMessages.badForm }] };
  }
  return { ok: true, fields, cv };
}

export const careersRoutes: FastifyPluginAsyncZod<{ service: CareersService; storage: CvStorage }> = async (
  app,
  { service, storage },
) => {
  // Multipart parsing exists only in this plugin's scope: the SSR catch-all and the JSON routes keep theirs.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: true });

  app.get(
    careersApi.openings.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(careersApi.openings, {
        tags: ["careers"],
        summary: "Open positions (kind job or internship), newest first",
        querystring: openingsQuerySchema,
        response: { 200: openingsResponseSchema },
      }),
    },
    async (request) => service.listOpenings(request.query.kind),
  );

  app.get(
    careersApi.opening.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(careersApi.opening, {
        tags: ["careers"],
        summary: "One open position with its description as sanitised HTML",
        params: openingParamsSchema,
        response: { 200: openingDetailSchema },
      }),
    },
    async (request) => service.opening(request.params.slug),
  );

  app.post(
    careersApi.apply.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(careersApi.apply, {
        tags: ["careers"],
        summary:
          "Apply: multipart/form-data with name, email, phone?, profileUrl?, coverLetter? and the file 'cv' (PDF, at most 5 MB)",
        consumes: ["multipart/form-data"],
        params: openingParamsSchema,
        response: { 201: jobApplicationResponseSchema },
      }),
    },
    async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
      if (!request.isMultipart()) {
        return sendApiError(reply, 415, [{ message: careersMessages.notMultipart }]);
      }
      const opening = await service.requireOpen(request.params.slug);
      const form = await readApplicationForm(request, storage);
      if (!form.ok) return sendApiError(reply, form.status, form.errors);
      const { cv } = form;
      const discard = async () => {
        if (cv?.ok) await storage.remove(cv.fileName);
      };

      const errors: FieldError[] = [];
      const parsed = jobApplicationFieldsSchema.safeParse(form.fields);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? "");
          if (!errors.some((e) => e.field === field)) errors.push({ message: issue.message, field });
        }
      }
      if (!cv) errors.push({ message: careersMessages.cvMissing, field: cvFieldName });
      else if (!cv.ok) errors.push({ message: careersMessages.cvRule, field: cvFieldName });
      if (!parsed.success || !cv?.ok) {
        await discard();
        const tooLarge = cv && !cv.ok && cv.reason === "too-large";
        return sendApiError(reply, tooLarge ? 413 : 400, errors);
      }

      const result = await service.submitApplication({
        opening,
        fields: parsed.data,
        cv: { fileName: cv.fileName, bytes: cv.bytes, originalName: cv.originalName },
      });
      return reply.status(201).send(result);
    },
  );
};
