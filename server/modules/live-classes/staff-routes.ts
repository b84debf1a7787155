import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import {
  attendanceListSchema,
  attendanceParamsSchema,
  attendanceRowSchema,
  batchParamsSchema,
  cancelLiveSessionSchema,
  createLiveSessionSchema,
  hostLinkSchema,
  liveClassOptionsSchema,
  liveSessionListQuerySchema,
  liveSessionListSchema,
  liveSessionParamsSchema,
  liveSessionSchema,
  rescheduleLiveSessionSchema,
  savedScheduleSchema,
  scheduleResultSchema,
  setAttendanceSchema,
  updateLiveSessionSchema,
} from "#contracts/live-classes.ts";
import { liveScheduleSchema } from "#contracts/live-schedule.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { LiveClassesService } from "./live-classes-service.ts";

// Staff calls: instructors and admins at the door; then each use case lets an instructor touch only the
// batches of the courses they teach (session-access.ts).
const staff = access.roles("instructor", "admin");
const tags = ["live-classes"];

export const staffRoutes: FastifyPluginAsyncZod<{ service: LiveClassesService }> = async (
  app,
  { service },
) => {
  app.get(
    liveClassesApi.list.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(liveClassesApi.list, {
        tags,
        summary: "Live sessions across batches (admins: all; instructors: their courses'), one page",
        querystring: liveSessionListQuerySchema,
        response: { 200: liveSessionListSchema },
      }),
    },
    async (request) => service.list(request.user!, request.query),
  );

  app.get(
    liveClassesApi.options.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(liveClassesApi.options, {
        tags,
        summary:
          "The batches the caller manages, with their courses' lessons and instructors (for the forms)",
        response: { 200: liveClassOptionsSchema },
      }),
    },
    async (request) => service.options(request.user!),
  );

  app.get(
    liveClassesApi.get.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(liveClassesApi.get, {
        tags,
        summary: "One session, for its course's staff",
        params: liveSessionParamsSchema,
        response: { 200: liveSessionSchema },
      }),
    },
    async (request) => service.get(request.user!, request.params.sessionId),
  );

  app.get(
    liveClassesApi.hostLink.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(liveClassesApi.hostLink, {
        tags,
        summary: "Where the host starts the session (Zoom: a fresh start link)",
        params: liveSessionParamsSchema,
        response: { 200: hostLinkSchema },
      }),
    },
    async (request, reply) =>
      reply
        .header("cache-control", "private, no-store")
        .send(await service.hostLink(request.user!, request.params.sessionId)),
  );

  app.post(
    liveClassesApi.create.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(liveClassesApi.create, {
        tags,
        summary: "Make one session for a batch (Zoom makes the meeting when it is on and no link is given)",
        body: createLiveSessionSchema,
        response: { 201: liveSessionSchema },
      }),
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!, request.body)),
  );

  app.patch(
    liveClassesApi.update.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(liveClassesApi.update, {
        tags,
        summary: "Edit a session's topic, lesson, instructor, links or notes, or mark it held",
        params: liveSessionParamsSchema,
        body: updateLiveSessionSchema,
        response: { 200: liveSessionSchema },
      }),
    },
    async (request) => service.update(request.user!, request.params.sessionId, request.body),
  );

  app.post(
    liveClassesApi.reschedule.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(liveClassesApi.reschedule, {
        tags,
        summary: "Move a session; its students are mailed the new time with the updated calendar event",
        params: liveSessionParamsSchema,
        body: rescheduleLiveSessionSchema,
        response: { 200: liveSessionSchema },
      }),
    },
    async (request) => service.reschedule(request.user!, request.params.sessionId, request.body),
  );

  app.post(
    liveClassesApi.cancel.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(liveClassesApi.cancel, {
        tags,
        summary: "Cancel a session; its students are mailed a cancellation that removes the calendar event",
        params: liveSessionParamsSchema,
        body: cancelLiveSessionSchema,
        response: { 200: liveSessionSchema },
      }),
    },
    async (request) => service.cancel(request.user!, request.params.sessionId, request.body),
  );

  app.get(
    liveClassesApi.attendance.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(liveClassesApi.attendance, {
        tags,
        summary: "Every student of the session's batch with their attendance",
        params: liveSessionParamsSchema,
        response: { 200: attendanceListSchema },
      }),
    },
    async (request) => service.attendance(request.user!, request.params.sessionId),
  );

  app.put(
    liveClassesApi.setAttendance.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(liveClassesApi.setAttendance, {
        tags,
        summary: "Mark a student present or absent by hand (wins over recorded joins)",
        params: attendanceParamsSchema,
        body: setAttendanceSchema,
        response: { 200: attendanceRowSchema },
      }),
    },
    async (request) =>
      service.setAttendance(
        request.user!,
        request.params.sessionId,
        request.params.userId,
        request.body.present,
      ),
  );

  app.get(
    liveClassesApi.schedule.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(liveClassesApi.schedule, {
        tags,
        summary: "A batch's live-class schedule, or null before one is set",
        params: batchParamsSchema,
        response: { 200: savedScheduleSchema.nullable() },
      }),
    },
    async (request) => service.schedule(request.user!, request.params.batchId),
  );

  app.put(
    liveClassesApi.setSchedule.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(liveClassesApi.setSchedule, {
        tags,
        summary: "Save a batch's schedule and generate its sessions (untouched future ones are replaced)",
        params: batchParamsSchema,
        body: liveScheduleSchema,
        response: { 200: scheduleResultSchema },
      }),
    },
    async (request) => service.setSchedule(request.user!, request.params.batchId, request.body),
  );
};
