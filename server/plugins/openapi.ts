import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

// The OpenAPI document is generated from the same zod schemas that validate requests.
export const openApiPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "AI Labs API",
        description:
          "The JSON API behind the AI Labs site and portals. State-changing calls need the XSRF-TOKEN cookie value echoed in the X-XSRF-TOKEN header.",
        version: "1.0.0",
      },
      servers: [{ url: options.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});
