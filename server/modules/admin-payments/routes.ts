import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCouponSchema,
  adminCouponsSchema,
  adminOrderParamsSchema,
  adminOrderSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminRevenueSchema,
  couponCreateSchema,
  couponParamsSchema,
  couponUpdateSchema,
} from "#contracts/admin-payments.ts";
import { adminPaymentsApi } from "#contracts/api/admin-payments.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AdminPaymentsService } from "./service.ts";

// Each refund is a call to the payment provider: a slip of the mouse must not become a burst of them.
const refundLimit = { max: 20, timeWindow: "1 minute" } as const;

export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ service: AdminPaymentsService }> = async (
  app,
  { service },
) => {
  app.get(
    adminPaymentsApi.orders.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(adminPaymentsApi.orders, {
        tags: ["admin"],
        summary: "Orders by status and course, newest first, paginated, with the buyer and the amounts",
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersPageSchema },
      }),
    },
    async (request) => service.listOrders(request.query),
  );

  app.get(
    adminPaymentsApi.revenue.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(adminPaymentsApi.revenue, {
        tags: ["admin"],
        summary: "Paid, refunded and net revenue (cents) per UTC month, the last 12 months",
        response: { 200: adminRevenueSchema },
      }),
    },
    async () => service.revenue(),
  );

  app.post(
    adminPaymentsApi.refundOrder.path,
    {
      config: { access: access.roles("admin"), rateLimit: refundLimit },
      schema: endpointSchema(adminPaymentsApi.refundOrder, {
        tags: ["admin"],
        summary:
          "Refund a paid order through its payment provider (releases the seat, cancels the enrollment)",
        params: adminOrderParamsSchema,
        response: { 200: adminOrderSchema },
      }),
    },
    async (request) => service.refund(request.params.id, request.user!.id),
  );

  app.get(
    adminPaymentsApi.coupons.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(adminPaymentsApi.coupons, {
        tags: ["admin"],
        summary: "Every coupon, newest first, with its uses; the courses a coupon may be restricted to",
        response: { 200: adminCouponsSchema },
      }),
    },
    async () => service.listCoupons(),
  );

  app.post(
    adminPaymentsApi.createCoupon.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(adminPaymentsApi.createCoupon, {
        tags: ["admin"],
        summary: "Create a coupon (percentage or fixed cents; validity window; maximum uses; course)",
        body: couponCreateSchema,
        response: { 201: adminCouponSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await service.createCoupon(request.body)),
  );

  app.patch(
    adminPaymentsApi.updateCoupon.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(adminPaymentsApi.updateCoupon, {
        tags: ["admin"],
        summary: "Activate or deactivate a coupon, or change its validity window or maximum uses",
        params: couponParamsSchema,
        body: couponUpdateSchema,
        response: { 200: adminCouponSchema },
      }),
    },
    async (request) => service.updateCoupon(request.params.id, request.body),
  );
};
