import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seoRobotsApi } from "#contracts/api/seo-robots.ts";
import {
  type RobotsEditor,
  type RobotsSave,
  robotsEditorSchema,
  robotsSaveSchema,
} from "#contracts/seo-robots.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { type AuditActor, auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { workbenchAccess } from "../workbench-access.ts";

/** The robots.txt editor's use cases (read-robots-editor.ts, save-robots-rules.ts). */
export type RobotsEditing = {
  read: () => Promise<RobotsEditor>;
  save: (input: RobotsSave, by: AuditActor) => Promise<RobotsEditor>;
};

export const robotsRoutes: FastifyPluginAsyncZod<{ robots: RobotsEditing }> = async (app, { robots }) => {
  app.get(
    seoRobotsApi.editor.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoRobotsApi.editor, {
        tags: ["seo"],
        summary:
          "robots.txt: the built-in group, the marketer's lines under their version, the file as served",
        response: { 200: robotsEditorSchema },
      }),
    },
    async () => robots.read(),
  );

  app.put(
    seoRobotsApi.save.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoRobotsApi.save, {
        tags: ["seo"],
        summary: "Save the marketer's robots.txt lines (checked line by line and for what they would do)",
        body: robotsSaveSchema,
        response: { 200: robotsEditorSchema },
      }),
    },
    async (request) => robots.save(request.body, auditActorOf(request)),
  );
};
