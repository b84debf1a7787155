import { apiRequest } from "#app/lib/api-client.ts";
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

export type CartQuery = { course: string; batch?: string | null; coupon?: string | null; plan?: PaymentPlan };

export function quotePath(cart: CartQuery): string {
  const params = new URLSearchParams({ course: cart.course });
  if (cart.batch) params.set("batch", cart.batch);
  if (cart.coupon) params.set("coupon", cart.coupon);
  if (cart.plan && cart.plan !== "full") params.set("plan", cart.plan);
  return `/api/checkout/quote?${params.toString()}`;
}

export function fetchQuote(cart: CartQuery, signal?: AbortSignal): Promise<Quote> {
  return apiRequest<Quote>(quotePath(cart), { signal });
}

export type CreatedOrder = { orderId: string; redirectUrl: string };

export function createOrder(input: {
  course: string;
  batchId: string | null;
  couponCode?: string;
  plan: CreateOrderInput["plan"];
}): Promise<CreatedOrder> {
  return apiRequest<CreatedOrder>("/api/checkout/orders", { method: "POST", body: input });
}

export function orderPath(id: string): string {
  return `/api/orders/${encodeURIComponent(id)}`;
}

export function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(orderPath(id), { signal });
}

export function fetchBootcampEnrollment(): Promise<BootcampEnrollment> {
  return apiRequest<BootcampEnrollment>("/api/bootcamp/enrollment");
}

export function testSessionPath(id: string): string {
  return `/api/test-payments/sessions/${encodeURIComponent(id)}`;
}

export function fetchTestSession(id: string): Promise<TestSession> {
  return apiRequest<TestSession>(testSessionPath(id));
}

export function payTestSession(id: string, input: TestPaymentInput): Promise<TestPaymentResult> {
  return apiRequest<TestPaymentResult>(`${testSessionPath(id)}/pay`, { method: "POST", body: input });
}
