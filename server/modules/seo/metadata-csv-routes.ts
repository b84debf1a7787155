import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seoApi } from "#contracts/api/seo.ts";
import {
  type MetadataImport,
  type MetadataImportReport,
  metadataCsvLimits,
  metadataImportReportSchema,
  metadataImportSchema,
} from "#contracts/seo-metadata-csv.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { type AuditActor, auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { workbenchAccess } from "./workbench-access.ts";

/** Meta Tags' CSV round trip (export-page-metadata.ts, import-page-metadata.ts). */
export type MetadataCsv = {
  exportCsv: () => Promise<string>;
  importCsv: (input: MetadataImport, by: AuditActor) => Promise<MetadataImportReport>;
};

export const metadataCsvRoutes: FastifyPluginAsyncZod<{ csv: MetadataCsv }> = async (app, { csv }) => {
  app.get(
    seoApi.exportMetadata.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoApi.exportMetadata, {
        tags: ["seo"],
        summary: "Every public page's metadata override as CSV ('' = the page's default), with its version",
      }),
    },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="page-metadata.csv"')
        .header("cache-control", "private, no-store")
        .send(await csv.exportCsv()),
  );

  app.post(
    seoApi.importMetadata.path,
    {
      // The JSON string of a file of up to 1 MB, escaped.
      bodyLimit: metadataCsvLimits.bytes * 2 + 1024,
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoApi.importMetadata, {
        tags: ["seo"],
        summary:
          "Check an edited metadata CSV and answer what it changes; with apply, write it all in one transaction or nothing (409: a page changed since the export)",
        body: metadataImportSchema,
        response: { 200: metadataImportReportSchema },
      }),
    },
    async (request) => csv.importCsv(request.body, auditActorOf(request)),
  );
};
