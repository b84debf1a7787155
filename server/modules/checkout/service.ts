import type { CurrentUser } from "#contracts/auth.ts";
import type { BootcampEnrollment, CreateOrderInput, Order, Quote, QuoteQuery } from "#contracts/checkout.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import type { PaymentEvent, PaymentProvider } from "#server/providers/payments/payment-provider.ts";
import type { EligibilityDeps } from "./check-bootcamp-eligibility.ts";
import type { CouponsRepository } from "./coupons-repository.ts";
import type { CoursesRepository } from "./courses-repository.ts";
import { createOrder } from "./create-order.ts";
import type { FulfilmentRepository } from "./fulfilment-repository.ts";
import { getBootcampEnrollment } from "./get-bootcamp-enrollment.ts";
import { getQuote } from "./get-quote.ts";
import { getReceipt } from "./get-receipt.ts";
import { handlePaymentEvent } from "./handle-payment-event.ts";
import type { OrdersRepository } from "./orders-repository.ts";
import type { PaymentEventsRepository } from "./payment-events-repository.ts";
import { getOrder, listOrders } from "./read-orders.ts";
import type { ReceiptData } from "./receipt-data.ts";
import { refundOrder } from "./refund-order.ts";
import type { RefundsRepository } from "./refunds-repository.ts";
import type { WaitlistOfferReader } from "./resolve-purchase.ts";
import { expireHolds, startHoldSweeper } from "./seat-hold-sweeper.ts";
import type { SeatHoldsRepository } from "./seat-holds-repository.ts";

/** The checkout's own repositories (create-checkout.ts makes them over one database). */
export type CheckoutRepositories = {
  orders: OrdersRepository;
  seatHolds: SeatHoldsRepository;
  courses: CoursesRepository;
  coupons: CouponsRepository;
  events: PaymentEventsRepository;
  fulfilment: FulfilmentRepository;
  refunds: RefundsRepository;
};

export type CheckoutDeps = EligibilityDeps & {
  /** null when online payment is off (PAYMENTS_PROVIDER=none, decision 0018): no order is taken. */
  provider: PaymentProvider | null;
  /** Renders a receipt PDF (server/modules/checkout/receipt-pdf.ts). */
  renderReceipt: (data: ReceiptData) => Promise<Buffer>;
  /** Starts mail delivery after a fulfilment committed (the mail service's deliverPending). */
  deliverMail: () => Promise<unknown>;
  background: BackgroundTasks;
  publicUrl: string;
  seller: () => Promise<{ email: string }>;
  log: (event: string, details: Record<string, unknown>) => void;
  /** Checks waitlist offer links (the batches module, decision 0045); without it they are refused. */
  waitlistOffers?: WaitlistOfferReader;
  now?: () => Date;
};

/**
 * Checkout: quotes, orders that hold a seat, hand-off to the payment provider, and fulfilment from the
 * provider's events only (never from a browser redirect). Decision 0014 describes the flow. This is the
 * module's face for routes, admin payments and reconciliation; each use case is a file of its own that
 * gets only the dependencies it names.
 */
export function createCheckoutService(deps: CheckoutRepositories & CheckoutDeps) {
  const context = { ...deps, now: deps.now ?? (() => new Date()), paymentsOn: deps.provider !== null };
  return {
    quote: (query: QuoteQuery): Promise<Quote> => getQuote(context, query),
    createOrder: (
      input: CreateOrderInput,
      user: CurrentUser,
    ): Promise<{ orderId: string; redirectUrl: string }> => createOrder(context, input, user),
    getOrder: (orderId: string, userId: string): Promise<Order> => getOrder(context, orderId, userId),
    listOrders: (userId: string): Promise<Order[]> => listOrders(context, userId),
    receiptFor: (paymentId: string, userId: string): Promise<ReceiptData> =>
      getReceipt(context, paymentId, userId),
    bootcampEnrollment: (user: CurrentUser): Promise<BootcampEnrollment> =>
      getBootcampEnrollment(context, user),
    handleEvent: (event: PaymentEvent, payload: unknown): Promise<{ outcome: string; duplicate: boolean }> =>
      handlePaymentEvent(context, event, payload),
    refundOrder: (orderId: string, actor: { id: string }): Promise<Order> =>
      refundOrder(context, orderId, actor),
    expireHolds: (): Promise<number> => expireHolds(context),
    startHoldSweeper: (intervalMs?: number): (() => void) => startHoldSweeper(context, intervalMs),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
