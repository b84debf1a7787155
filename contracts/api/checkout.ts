import type {
  bootcampEnrollmentSchema,
  createOrderResponseSchema,
  createOrderSchema,
  orderSchema,
  quoteQuerySchema,
  quoteSchema,
  studentOrdersResponseSchema,
} from "#contracts/checkout.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const checkoutApi = {
  /** A PDF download (links in the orders' `receiptUrl`), not JSON. */
  receipt: endpoint("GET", "/api/student/payments/:id/receipt").returns<Blob>(),
  quote: endpoint("GET", "/api/checkout/quote")
    .query<Query<typeof quoteQuerySchema>>()
    .returns<Out<typeof quoteSchema>>(),
  createOrder: endpoint("POST", "/api/checkout/orders")
    .body<In<typeof createOrderSchema>>()
    .returns<Out<typeof createOrderResponseSchema>>(),
  order: endpoint("GET", "/api/orders/:id").returns<Out<typeof orderSchema>>(),
  studentOrders: endpoint("GET", "/api/student/orders").returns<Out<typeof studentOrdersResponseSchema>>(),
  bootcampEnrollment: endpoint("GET", "/api/bootcamp/enrollment").returns<
    Out<typeof bootcampEnrollmentSchema>
  >(),
  /** The payment provider's events: a raw signed body, never called by the app. */
  webhook: endpoint("POST", "/api/payments/webhook").body<Uint8Array>().returns<unknown>(),
};
