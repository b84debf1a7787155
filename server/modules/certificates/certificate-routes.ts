import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { certificatesApi } from "#contracts/api/certificates.ts";
import {
  certificateCodeParamsSchema,
  certificateVerificationSchema,
  publicJwkSchema,
  signingKeyParamsSchema,
} from "#contracts/certificates.ts";
import { jwksPath } from "#contracts/certificates-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CertificatesService } from "./certificates-service.ts";
import { statusListTtlMs } from "./status-list-credential.ts";

const tags = ["certificates"];
// A revocation shows within a minute; keys never change under their id.
const lookupCache = "public, max-age=60";
const keyCache = "public, max-age=86400";
const keySetCache = "public, max-age=3600";
// The status list's own ttl (5 minutes), as the spec asks: a revocation reaches a verifier holding only the
// file within that.
const statusListCache = `public, max-age=${statusListTtlMs / 1000}`;

// Public by design: the code is the secret. Lookups are limited per address (rateLimitPresets); the page's own
// in-process read is limited at the page (certificate-page-limit.ts).
export const certificateRoutes: FastifyPluginAsyncZod<{ service: CertificatesService }> = async (
  app,
  { service },
) => {
  app.get(
    certificatesApi.verify.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.certificateLookup },
      schema: endpointSchema(certificatesApi.verify, {
        tags,
        summary:
          "Verify a certificate by its code (any case, dashes optional): valid with its downloads, or revoked with the date and reason; 404 for an unknown code",
        params: certificateCodeParamsSchema,
        response: { 200: certificateVerificationSchema },
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", lookupCache);
      return service.verify(request.params.code);
    },
  );

  app.get(
    certificatesApi.pdf.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.certificateLookup },
      schema: endpointSchema(certificatesApi.pdf, {
        tags,
        summary: "A valid certificate as a PDF (A4 landscape, with a QR code of its page); 410 once revoked",
        params: certificateCodeParamsSchema,
      }),
    },
    async (request, reply) => {
      const file = await service.pdf(request.params.code);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", lookupCache)
        .send(Buffer.from(file.bytes));
    },
  );

  app.get(
    certificatesApi.credential.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.certificateLookup },
      schema: endpointSchema(certificatesApi.credential, {
        tags,
        summary:
          "A valid certificate's Open Badges 3.0 credential: a VC-JWT (compact JWS, EdDSA) as text/plain, per OB 3.0's document format; 410 once revoked",
        params: certificateCodeParamsSchema,
      }),
    },
    async (request, reply) => {
      const file = await service.credential(request.params.code);
      return reply
        .type("text/plain; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", lookupCache)
        .send(file.jwt);
    },
  );

  app.get(
    certificatesApi.signingKey.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(certificatesApi.signingKey, {
        tags,
        summary: "One public key as a JWK: what a credential's kid dereferences to",
        params: signingKeyParamsSchema,
        response: { 200: publicJwkSchema },
      }),
    },
    async (request, reply) => {
      const key = await service.publicKey(request.params.keyId);
      if (!key) throw new HttpError(404, apiMessages.notFound);
      reply.header("cache-control", keyCache);
      return key;
    },
  );

  // What every credential's credentialStatus points at (decision 0041). application/vc+jwt, not the text/plain
  // of the download: this is fetched by verifiers, not saved as a file, and vc+jwt is the registered media
  // type of a VC secured as a JWT. Open to any origin, like the key set, for verifiers running in a browser.
  app.get(
    certificatesApi.revocationList.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(certificatesApi.revocationList, {
        tags,
        summary:
          "The certificates' revocation status list: a W3C Bitstring Status List credential (bit i set: the certificate at index i is revoked) as a VC-JWT signed with the credentials' key",
      }),
    },
    async (_request, reply) =>
      reply
        .type("application/vc+jwt")
        .header("cache-control", statusListCache)
        .header("access-control-allow-origin", "*")
        .send(await service.revocationList()),
  );

  // Where JOSE tools look for a site's keys; every key, retired ones too, so old credentials still verify.
  app.get(
    jwksPath,
    { config: { rateLimit: rateLimitPresets.read }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type("application/jwk-set+json")
        .header("cache-control", keySetCache)
        .header("access-control-allow-origin", "*")
        .send(JSON.stringify(await service.publicKeys())),
  );
};
