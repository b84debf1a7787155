import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkoutApi } from "#contracts/api/checkout.ts";
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
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CheckoutService } from "./service.ts";

export const checkoutRoutes: FastifyPluginAsyncZod<{ service: CheckoutService }> = async (
  app,
  { service },
) => {
  app.get(
    checkoutApi.quote.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(checkoutApi.quote, {
        tags: ["checkout"],
        summary:
          "The order summary of a course (and batch, plan, coupon): price lines computed on the server, early bird, coupon result, instalments, seats",
        querystring: quoteQuerySchema,
        response: { 200: quoteSchema },
      }),
    },
    async (request) => service.quote(request.query),
  );

  app.post(
    checkoutApi.createOrder.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.checkout },
      schema: endpointSchema(checkoutApi.createOrder, {
        tags: ["checkout"],
        summary:
          "Creates a pending order holding its seat for 30 minutes and the payment session; answers where to pay (409 sold out or already enrolled, 503 provider unavailable)",
        body: createOrderSchema,
        response: { 201: createOrderResponseSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.createOrder(request.body, request.user!)),
  );

  app.get(
    checkoutApi.order.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(checkoutApi.order, {
        tags: ["checkout"],
        summary: "One of the caller's orders (404 for anyone else's)",
        params: orderIdParamsSchema,
        response: { 200: orderSchema },
      }),
    },
    async (request) => service.getOrder(request.params.id, request.user!.id),
  );

  app.get(
    checkoutApi.studentOrders.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(checkoutApi.studentOrders, {
        tags: ["checkout"],
        summary: "The caller's orders with their payments and instalment schedules, newest first",
        response: { 200: studentOrdersResponseSchema },
      }),
    },
    async (request) => ({ orders: await service.listOrders(request.user!.id) }),
  );

  app.get(
    checkoutApi.bootcampEnrollment.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(checkoutApi.bootcampEnrollment, {
        tags: ["checkout"],
        summary: "The bootcamp enroll page: may the caller enroll (application status), cohorts with prices",
        response: { 200: bootcampEnrollmentSchema },
      }),
    },
    async (request) => service.bootcampEnrollment(request.user!),
  );
};
