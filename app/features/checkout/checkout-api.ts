import { apiRequest } from "#app/lib/api-client.ts";
import { checkoutApi } from "#contracts/api/checkout.ts";
import { testPaymentsApi } from "#contracts/api/test-payments.ts";
import type {
  BootcampEnrollment,
  CreateOrderInput,
  Order,
  Quote,
  TestPaymentInput,
  TestPaymentResult,
  TestSession,
} from "#contracts/checkout.ts";
import type { PaymentPlan } from "#contracts/checkout-text.ts";

// The checkout calls the pages make from the browser (types only from the zod contract: the public
// pages stay free of zod; the server validates every body).

export type CartQuery = {
  course: string;
  batch?: string | null;
  coupon?: string | null;
  plan?: PaymentPlan;
  offer?: string | null;
};

/** The quote's query (checkoutApi.quote): the course, then what differs from the defaults. */
export function quoteQuery(cart: CartQuery) {
  return {
    course: cart.course,
    batch: cart.batch || undefined,
    coupon: cart.coupon || undefined,
    plan: cart.plan && cart.plan !== "full" ? cart.plan : undefined,
    offer: cart.offer || undefined,
  };
}

export function fetchQuote(cart: CartQuery, signal?: AbortSignal): Promise<Quote> {
  return apiRequest(checkoutApi.quote, { query: quoteQuery(cart), signal });
}

export type CreatedOrder = { orderId: string; redirectUrl: string };

export function createOrder(input: {
  course: string;
  batchId: string | null;
  couponCode?: string;
  plan: CreateOrderInput["plan"];
  offer?: string;
}): Promise<CreatedOrder> {
  return apiRequest(checkoutApi.createOrder, { body: input });
}

export function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest(checkoutApi.order, { params: { id }, signal });
}

export function fetchBootcampEnrollment(): Promise<BootcampEnrollment> {
  return apiRequest(checkoutApi.bootcampEnrollment);
}

export function fetchTestSession(id: string): Promise<TestSession> {
  return apiRequest(testPaymentsApi.session, { params: { id } });
}

export function payTestSession(id: string, input: TestPaymentInput): Promise<TestPaymentResult> {
  return apiRequest(testPaymentsApi.pay, { params: { id }, body: input });
}
