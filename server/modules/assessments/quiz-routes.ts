import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { quizzesApi } from "#contracts/api/quizzes.ts";
import {
  quizAnswersBodySchema,
  quizAnswersSavedSchema,
  quizAttemptParamsSchema,
  quizAttemptViewSchema,
  quizEditorBodySchema,
  quizEditorSchema,
  quizLessonParamsSchema,
  quizOverviewSchema,
} from "#contracts/quiz-attempts.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { QuizzesService } from "./quizzes-service.ts";

// Any signed-in reader of the course takes its quizzes (learning's rules decide who reads it); the editor
// admits instructors and admins, and the course decides which of them (its own instructors, every admin).
const tags = ["quizzes"];
const reader = { access: access.signedIn, rateLimit: rateLimitPresets.read };
const learnerWrite = { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite };
const staff = access.roles("instructor", "admin");
// Above the app's 64 KB: a quiz of a few hundred long questions, and an answer to each of them, must fit.
const editorBodyLimit = 4 * 1024 * 1024;
const answersBodyLimit = 1024 * 1024;

/**
 * When the request arrived, for the deadline: Fastify starts a reply's clock when the request is routed,
 * before it waits for its turn (decision 0035), so a submit sent at zero is judged by when it came.
 */
const arrivedAt = (reply: FastifyReply) => new Date(Date.now() - reply.elapsedTime);

export const quizRoutes: FastifyPluginAsyncZod<{ service: QuizzesService }> = async (app, { service }) => {
  app.get(
    quizzesApi.overview.path,
    {
      config: reader,
      schema: endpointSchema(quizzesApi.overview, {
        tags,
        summary: "A quiz lesson's rules and the reader's attempts (no questions, no keys)",
        params: quizLessonParamsSchema,
        response: { 200: quizOverviewSchema },
      }),
    },
    async (request) => service.overview(request.user!, request.params),
  );

  app.post(
    quizzesApi.start.path,
    {
      config: learnerWrite,
      schema: endpointSchema(quizzesApi.start, {
        tags,
        summary: "Start the next attempt, or answer the one in progress; 409 when no attempt is left",
        params: quizLessonParamsSchema,
        response: { 200: quizAttemptViewSchema },
      }),
    },
    async (request) => service.start(request.user!, request.params),
  );

  app.get(
    quizzesApi.attempt.path,
    {
      config: reader,
      schema: endpointSchema(quizzesApi.attempt, {
        tags,
        summary: "One of the reader's attempts: its questions while open, its review once closed",
        params: quizAttemptParamsSchema,
        response: { 200: quizAttemptViewSchema },
      }),
    },
    async (request) => service.attempt(request.user!, request.params),
  );

  app.patch(
    quizzesApi.saveAnswers.path,
    {
      config: learnerWrite,
      bodyLimit: answersBodyLimit,
      schema: endpointSchema(quizzesApi.saveAnswers, {
        tags,
        summary:
          "Autosave: merge changed answers into an open attempt's; 409 once it is closed or out of time",
        params: quizAttemptParamsSchema,
        body: quizAnswersBodySchema,
        response: { 200: quizAnswersSavedSchema },
      }),
    },
    async (request, reply) =>
      service.saveAnswers(request.user!, request.params, request.body.answers, arrivedAt(reply)),
  );

  // Pages loaded before saves became PATCH still PUT the whole answers map every 1.5 s: without this their
  // autosave would fail until a reload. A whole map is a valid set of changes (it clears nothing), so it goes
  // to the same use case. Remove a release after 2026-11-27.
  app.put(
    quizzesApi.saveAnswersPut.path,
    {
      config: learnerWrite,
      bodyLimit: answersBodyLimit,
      schema: endpointSchema(quizzesApi.saveAnswersPut, {
        tags,
        summary: "Deprecated autosave of pages loaded before PATCH: the whole map, merged the same way",
        params: quizAttemptParamsSchema,
        body: quizAnswersBodySchema,
        response: { 200: quizAnswersSavedSchema },
      }),
    },
    async (request, reply) =>
      service.saveAnswers(request.user!, request.params, request.body.answers, arrivedAt(reply)),
  );

  app.post(
    quizzesApi.submit.path,
    {
      config: learnerWrite,
      bodyLimit: answersBodyLimit,
      schema: endpointSchema(quizzesApi.submit, {
        tags,
        summary: "Submit an attempt and get its review (after the deadline the saved answers count)",
        params: quizAttemptParamsSchema,
        body: quizAnswersBodySchema,
        response: { 200: quizAttemptViewSchema },
      }),
    },
    async (request, reply) =>
      service.submit(request.user!, request.params, request.body.answers, arrivedAt(reply)),
  );

  app.get(
    quizzesApi.editor.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(quizzesApi.editor, {
        tags,
        summary: "A quiz with its keys, for the course's instructors and admins",
        params: quizLessonParamsSchema,
        response: { 200: quizEditorSchema },
      }),
    },
    async (request) => service.editor(request.user!, request.params),
  );

  app.put(
    quizzesApi.saveEditor.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      bodyLimit: editorBodyLimit,
      schema: endpointSchema(quizzesApi.saveEditor, {
        tags,
        summary: "Save a quiz's questions and rules together (new attempts use them)",
        params: quizLessonParamsSchema,
        body: quizEditorBodySchema,
        response: { 200: quizEditorSchema },
      }),
    },
    async (request) => service.saveEditor(request.user!, request.params, request.body),
  );
};
