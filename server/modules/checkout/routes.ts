import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  bootcampEnrollmentSchema,
  createOrderResponseSchema,
  createOrderSchema,
  orderIdParamsSchema,
  orderSchema,
  quoteQuerySchema,
  quoteSchema,
  studentOrdersResponseSchema,
} from "#contracts/checkout.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CheckoutService } from "./service.ts";

export const checkoutRoutes: FastifyPluginAsyncZod<{ service: CheckoutService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/checkout/quote",
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: {
        tags: ["checkout"],
        summary:
          "The order summary of a course (and batch, plan, coupon): price lines computed on the server, early bird, coupon result, instalments, seats",
        querystring: quoteQuerySchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) => service.quote(request.query),
  );

  app.post(
    "/api/checkout/orders",
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.checkout },
      schema: {
        tags: ["checkout"],
        summary:
          "Creates a pending order holding its seat for 30 minutes and the payment session; answers where to pay (409 sold out or already enrolled, 503 provider unavailable)",
        body: createOrderSchema,
        response: { 201: createOrderResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createOrder(request.body, request.user!)),
  );

  app.get(
    "/api/orders/:id",
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: {
        tags: ["checkout"],
        summary: "One of the caller's orders (404 for anyone else's)",
        params: orderIdParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => service.getOrder(request.params.id, request.user!.id),
  );

  app.get(
    "/api/student/orders",
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: {
        tags: ["checkout"],
        summary: "The caller's orders with their payments and instalment schedules, newest first",
        response: { 200: studentOrdersResponseSchema },
      },
    },
    async (request) => ({ orders: await service.listOrders(request.user!.id) }),
  );

  app.get(
    "/api/bootcamp/enrollment",
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: {
        tags: ["checkout"],
        summary: "The bootcamp enroll page: may the caller enroll (application status), cohorts with prices",
        response: { 200: bootcampEnrollmentSchema },
      },
    },
    async (request) => service.bootcampEnrollment(request.user!),
  );
};
