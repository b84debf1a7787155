import type {
  adminCouponSchema,
  adminCouponsSchema,
  adminOrderSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminRevenueSchema,
  couponCreateSchema,
  couponUpdateSchema,
} from "#contracts/admin-payments.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const adminPaymentsApi = {
  orders: endpoint("GET", "/api/admin/orders")
    .query<Query<typeof adminOrdersQuerySchema>>()
    .returns<Out<typeof adminOrdersPageSchema>>(),
  revenue: endpoint("GET", "/api/admin/revenue").returns<Out<typeof adminRevenueSchema>>(),
  refundOrder: endpoint("POST", "/api/admin/orders/:id/refund").returns<Out<typeof adminOrderSchema>>(),
  coupons: endpoint("GET", "/api/admin/coupons").returns<Out<typeof adminCouponsSchema>>(),
  createCoupon: endpoint("POST", "/api/admin/coupons")
    .body<In<typeof couponCreateSchema>>()
    .returns<Out<typeof adminCouponSchema>>(),
  updateCoupon: endpoint("PATCH", "/api/admin/coupons/:id")
    .body<In<typeof couponUpdateSchema>>()
    .returns<Out<typeof adminCouponSchema>>(),
};
