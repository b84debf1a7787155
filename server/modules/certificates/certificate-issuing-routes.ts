import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminCertificateCodeParamsSchema,
  adminUserCertificatesSchema,
  adminUserParamsSchema,
  issueCertificateBodySchema,
  revokeCertificateBodySchema,
} from "#contracts/admin-certificates.ts";
import { certificateIssuingApi } from "#contracts/api/certificate-issuing.ts";
import {
  certificateRuleParamsSchema,
  certificateRuleSchema,
  certificateRuleViewSchema,
} from "#contracts/certificate-rule.ts";
import { studentCertificatesSchema } from "#contracts/student-certificates.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CertificateIssuingService } from "./certificate-issuing-service.ts";

// A signed-in student reads their own certificates; admins issue by hand and revoke.
const tags = ["certificates"];
const admin = access.roles("admin");

export const certificateIssuingRoutes: FastifyPluginAsyncZod<{ service: CertificateIssuingService }> = async (
  app,
  { service },
) => {
  app.get(
    certificateIssuingApi.mine.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(certificateIssuingApi.mine, {
        tags,
        summary: "The reader's certificates, and for each other enrolled course what is left to earn one",
        response: { 200: studentCertificatesSchema },
      }),
    },
    async (request) => service.mine(request.user!),
  );

  app.get(
    certificateIssuingApi.ofUser.path,
    {
      config: { access: admin, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(certificateIssuingApi.ofUser, {
        tags,
        summary: "A user's certificates and the enrolled courses a certificate can still be issued for",
        params: adminUserParamsSchema,
        response: { 200: adminUserCertificatesSchema },
      }),
    },
    async (request) => service.ofUser(request.params.id),
  );

  app.post(
    certificateIssuingApi.issue.path,
    {
      config: { access: admin, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(certificateIssuingApi.issue, {
        tags,
        summary:
          "Issue a course's certificate by hand (the student is mailed the link); 409 over a standing one",
        params: adminUserParamsSchema,
        body: issueCertificateBodySchema,
        response: { 200: adminUserCertificatesSchema },
      }),
    },
    async (request) => service.issueByHand(request.user!, request.params.id, request.body.courseSlug),
  );

  const staff = access.roles("instructor", "admin");
  app.get(
    certificateIssuingApi.rule.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(certificateIssuingApi.rule, {
        tags,
        summary: "A course's certificate rule, for its instructors and admins",
        params: certificateRuleParamsSchema,
        response: { 200: certificateRuleViewSchema },
      }),
    },
    async (request) => service.rule(request.user!, request.params.courseSlug),
  );

  app.put(
    certificateIssuingApi.saveRule.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(certificateIssuingApi.saveRule, {
        tags,
        summary:
          "Save a course's certificate rule: issued automatically or by hand, and the attendance share",
        params: certificateRuleParamsSchema,
        body: certificateRuleSchema,
        response: { 200: certificateRuleViewSchema },
      }),
    },
    async (request) => service.saveRule(request.user!, request.params.courseSlug, request.body),
  );

  app.post(
    certificateIssuingApi.revoke.path,
    {
      config: { access: admin, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(certificateIssuingApi.revoke, {
        tags,
        summary: "Revoke a certificate with a reason the public page shows; 409 when revoked already",
        params: adminCertificateCodeParamsSchema,
        body: revokeCertificateBodySchema,
        response: { 200: z.object({ code: z.string() }) },
      }),
    },
    async (request) => service.revoke(request.user!, request.params.code, request.body.reason),
  );
};
