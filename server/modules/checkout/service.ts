import { refundMessages } from "../../../contracts/admin-payments-text.ts";
import { bootcampCourseSlug } from "../../../contracts/admissions-text.ts";
import type { CurrentUser } from "../../../contracts/auth.ts";
import { earlyBirdDeadline } from "../../../contracts/catalog-labels.ts";
import type {
  BootcampEnrollment,
  CreateOrderInput,
  Order,
  Quote,
  QuoteQuery,
} from "../../../contracts/checkout.ts";
import {
  checkoutLimits,
  checkoutMessages,
  orderNumberLabel,
  paymentPlanLabels,
  paymentsUnavailableMessage,
} from "../../../contracts/checkout-text.ts";
import { formatUsd } from "../../../contracts/money.ts";
import { HttpError } from "../../http-error.ts";
import type { BackgroundTasks } from "../../lib/background-tasks.ts";
import {
  type PaymentEvent,
  type PaymentProvider,
  ProviderRequestError,
  ProviderUnavailableError,
} from "../../providers/payments/payment-provider.ts";
import {
  paymentConfirmationMail,
  paymentConfirmationMailKind,
} from "../mail/templates/payment-confirmation.ts";
import { couponLabel, priceOrder } from "./pricing.ts";
import type { ReceiptData } from "./receipt-data.ts";
import {
  type CheckoutBatchRow,
  type CheckoutRepository,
  type EventRecord,
  type OrderDetails,
  type PaymentRow,
  SoldOutError,
} from "./repository.ts";

type Deps = {
  repository: CheckoutRepository;
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
  now?: () => Date;
};

const holdMs = checkoutLimits.seatHoldMinutes * 60_000;
/** Open admission (site setting): any applicant whose application was not rejected may enroll. */
const openAdmissionSetting = "bootcamp_open_admission";

// Server-side words for a batch in mails and receipts (the pages have their own, app/features/banner).
function batchWords(batch: { type: string; startDate: string; schedule: string } | null): string {
  if (!batch) return "self-paced";
  const type = batch.type === "weekend" ? "Weekend" : batch.type === "fast_track" ? "Fast-track" : "Regular";
  return `${type} batch starting ${batch.startDate} (${batch.schedule})`;
}

function planLabelOf(order: Pick<OrderDetails, "plan" | "instalments">, instalmentNumber: number): string {
  return order.plan === "instalments"
    ? `Instalment ${instalmentNumber} of ${order.instalments.length || checkoutLimits.instalmentCount}`
    : paymentPlanLabels.full;
}

function toBatchDto(batch: CheckoutBatchRow) {
  return {
    id: batch.id,
    type: batch.type,
    startDate: batch.startDate,
    schedule: batch.schedule,
    seatsAvailable: batch.seatsAvailable,
    earlyBirdDeadline: earlyBirdDeadline(batch.startDate),
  };
}

/**
 * Checkout: quotes, orders that hold a seat, hand-off to the payment provider, and fulfilment from the
 * provider's events only (never from a browser redirect). Decision 0014 describes the flow.
 */
export function createCheckoutService(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const { repository, provider } = deps;

  /** Only reachable with a provider: orders, events and refunds check for one first. */
  function active(): PaymentProvider {
    if (!provider) throw new Error("no payment provider (PAYMENTS_PROVIDER=none)");
    return provider;
  }

  function toOrderDto(order: OrderDetails, at: Date): Order {
    const holding = order.status === "pending" && order.seatHeldUntil !== null && order.seatHeldUntil > at;
    return {
      id: order.id,
      number: orderNumberLabel(order.number),
      kind: order.kind,
      status: order.status === "pending" && !holding ? "expired" : order.status,
      course: order.course,
      batch: order.batch
        ? { ...order.batch, earlyBirdDeadline: earlyBirdDeadline(order.batch.startDate) }
        : null,
      plan: order.plan,
      price: {
        listPriceCents: order.listPriceCents,
        earlyBirdDiscountCents: order.earlyBirdDiscountCents,
        couponDiscountCents: order.couponDiscountCents,
        totalCents: order.totalCents,
        currency: order.currency,
      },
      couponCode: order.couponCode,
      provider: order.provider,
      seatHeldUntil: holding ? (order.seatHeldUntil?.toISOString() ?? null) : null,
      // Without a provider (PAYMENTS_PROVIDER=none) an earlier session's page cannot take the payment.
      paymentUrl: holding && provider ? order.providerSessionUrl : null,
      lastError: order.lastError,
      paidAt: order.paidAt?.toISOString() ?? null,
      refundedAt: order.refundedAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      instalments: order.instalments.map((item) => ({
        number: item.number,
        dueDate: item.dueDate,
        amountCents: item.amountCents,
        status: item.status,
      })),
      payments: order.payments.map((payment) => ({
        id: payment.id,
        amountCents: payment.amountCents,
        currency: payment.currency,
        method: payment.method,
        instalmentNumber: payment.instalmentNumber,
        status: payment.status,
        receiptNumber: payment.receiptNumber,
        refundedAmountCents: payment.refundedAmountCents,
        paidAt: payment.paidAt.toISOString(),
        receiptUrl: `/api/student/payments/${payment.id}/receipt`,
      })),
    };
  }

  /** May this user buy a bootcamp seat? Accepted applicants, or any live applicant under open admission. */
  async function bootcampEligibility(user: CurrentUser) {
    const application = await repository.latestBootcampApplication(user);
    if (!application)
      return { application, eligible: false, reason: checkoutMessages.bootcampNeedsAdmission };
    if (application.status === "accepted") return { application, eligible: true, reason: null };
    const open = (await repository.setting(openAdmissionSetting)) === "true";
    if (open && application.status !== "rejected") return { application, eligible: true, reason: null };
    return { application, eligible: false, reason: checkoutMessages.bootcampNotEligible };
  }

  /** Everything a price depends on, read and checked; throws the buyer-facing error. */
  async function resolve(input: { course: string; batch: string | null; coupon?: string }, at: Date) {
    const course = await repository.findCourse(input.course);
    if (!course?.published) throw new HttpError(404, checkoutMessages.courseNotFound, "course");
    let batch: CheckoutBatchRow | null = null;
    if (input.batch) {
      const found = await repository.findBatch(input.batch, at);
      const today = at.toISOString().slice(0, 10);
      if (!found || found.courseId !== course.id || found.startDate <= today) {
        throw new HttpError(404, checkoutMessages.batchNotFound, "batchId");
      }
      batch = found;
    } else if (course.format !== "self_paced") {
      throw new HttpError(400, checkoutMessages.batchRequired, "batchId");
    }
    const coupon = input.coupon ? await repository.findCoupon(input.coupon, at) : undefined;
    return { course, batch, coupon, unknownCouponCode: input.coupon && !coupon ? input.coupon : undefined };
  }

  async function startSession(
    order: {
      id: string;
      number: number;
      kind: "course" | "bootcamp";
      totalCents: number;
      currency: string;
      batchId: string | null;
      couponCode: string | null;
    },
    courseSlug: string,
    user: CurrentUser,
    description: string,
    instalment: { number: number; amountCents: number },
    expiresAt: Date,
  ) {
    const id = order.id;
    const base = order.kind === "bootcamp" ? "/ai-bootcamp" : "";
    const successUrl = `${deps.publicUrl}${base}/payment-success?order=${id}`;
    // Cancel goes back to the cart as it was (course, batch, coupon), or to the bootcamp's payment step.
    const cart = new URLSearchParams({ course: courseSlug });
    if (order.batchId) cart.set("batch", order.batchId);
    if (order.couponCode) cart.set("coupon", order.couponCode);
    const cancelUrl =
      order.kind === "bootcamp"
        ? `${deps.publicUrl}/ai-bootcamp/payment?order=${id}`
        : `${deps.publicUrl}/courses/checkout?${cart.toString()}`;
    try {
      return await active().createCheckoutSession({
        orderId: id,
        orderNumber: orderNumberLabel(order.number),
        instalmentNumber: instalment.number,
        amountCents: instalment.amountCents,
        currency: order.currency,
        description,
        customerEmail: user.email,
        successUrl,
        cancelUrl,
        expiresAt,
        // One key per order and instalment: a retry after a timeout gets the same session, never a second charge.
        idempotencyKey: `order-${id}-instalment-${instalment.number}`,
      });
    } catch (error) {
      deps.log("checkout.provider_error", {
        orderId: id,
        error: error instanceof Error ? error.message : String(error),
      });
      if (error instanceof ProviderRequestError) throw new HttpError(502, error.message);
      if (error instanceof ProviderUnavailableError)
        throw new HttpError(503, checkoutMessages.providerUnavailable);
      throw error;
    }
  }

  async function receiptData(order: OrderDetails, payment: PaymentRow): Promise<ReceiptData> {
    const seller = await deps.seller();
    const lines =
      payment.instalmentNumber === 1 && order.plan === "full"
        ? [
            { label: "Course price", amountCents: order.listPriceCents },
            ...(order.earlyBirdDiscountCents
              ? [{ label: "Early-bird discount", amountCents: -order.earlyBirdDiscountCents }]
              : []),
            ...(order.couponDiscountCents
              ? [
                  {
                    label: `Coupon ${order.couponCode ?? ""}`.trim(),
                    amountCents: -order.couponDiscountCents,
                  },
                ]
              : []),
            { label: "Total", amountCents: order.totalCents },
          ]
        : [
            { label: `Order total (${paymentPlanLabels[order.plan]})`, amountCents: order.totalCents },
            { label: planLabelOf(order, payment.instalmentNumber), amountCents: payment.amountCents },
          ];
    return {
      receiptNumber: payment.receiptNumber,
      orderNumber: orderNumberLabel(order.number),
      paidAt: payment.paidAt,
      buyer: order.buyer,
      description: `${order.course.title}, ${batchWords(order.batch)}`,
      planLabel: planLabelOf(order, payment.instalmentNumber),
      lines,
      amountPaidCents: payment.amountCents,
      currency: payment.currency,
      method: payment.method,
      refundedAmountCents: payment.refundedAmountCents,
      seller: { name: "AI Labs", email: seller.email, website: deps.publicUrl },
    };
  }

  async function onPaymentSucceeded(
    event: Extract<PaymentEvent, { kind: "payment_succeeded" }>,
    record: EventRecord,
  ) {
    const order = await repository.findOrder(event.orderId);
    if (!order) {
      await repository.recordEvent({ ...record, orderId: null, outcome: "ignored: unknown order" });
      return "ignored: unknown order";
    }
    const instalment = order.instalments.find((item) => item.number === event.instalmentNumber);
    const expected = instalment?.amountCents ?? order.totalCents;
    if (event.amountCents !== expected || event.currency !== order.currency) {
      // Money arrived that does not match the order: never fulfil on it; a person must look.
      deps.log("checkout.amount_mismatch", { orderId: order.id, expected, received: event.amountCents });
      await repository.recordEvent({ ...record, orderId: order.id, outcome: "ignored: amount mismatch" });
      return "ignored: amount mismatch";
    }
    const at = now();
    const payment: PaymentRow = {
      id: "",
      orderId: order.id,
      provider: active().name,
      providerPaymentId: event.paymentId,
      amountCents: event.amountCents,
      currency: event.currency,
      method: event.method,
      instalmentNumber: event.instalmentNumber,
      status: "succeeded",
      receiptNumber: `R-${String(order.number).padStart(6, "0")}-${event.instalmentNumber}`,
      refundedAmountCents: 0,
      paidAt: at,
      refundedAt: null,
    };
    const receipt = await deps.renderReceipt(await receiptData(order, payment));
    const upcoming = order.instalments
      .filter((item) => item.number > event.instalmentNumber && item.status === "due")
      .map((item) => ({ dueDate: item.dueDate, amountCents: item.amountCents }));
    const rendered = paymentConfirmationMail({
      name: order.buyer.name,
      orderNumber: orderNumberLabel(order.number),
      receiptNumber: payment.receiptNumber,
      description: `${order.course.title}, ${batchWords(order.batch)}`,
      amountCents: payment.amountCents,
      planLabel: planLabelOf(order, event.instalmentNumber),
      upcoming,
      coursesLink: `${deps.publicUrl}/dashboard/student/courses`,
      paymentsLink: `${deps.publicUrl}/dashboard/student/payments`,
    });
    const {
      id: _unset,
      status: _status,
      refundedAmountCents: _refunded,
      refundedAt: _at,
      ...values
    } = payment;
    const result = await repository.fulfil(
      record,
      values,
      {
        to: order.buyer.email,
        kind: paymentConfirmationMailKind,
        ...rendered,
        attachments: [
          {
            filename: `AI-Labs-receipt-${payment.receiptNumber}.pdf`,
            contentType: "application/pdf",
            content: receipt.toString("base64"),
          },
        ],
      },
      at,
    );
    if (result === "fulfilled" || result === "instalment-paid") {
      deps.background.run("mail.deliver", deps.deliverMail);
      deps.log("checkout.fulfilled", { orderId: order.id, instalment: event.instalmentNumber });
    }
    if (result === "no-seat") {
      // Paid after the hold ran out and the last seat went to someone else: give the money back.
      deps.log("checkout.no_seat_refund", { orderId: order.id });
      deps.background.run("checkout.refund", async () => {
        await active().refund({
          paymentId: event.paymentId,
          amountCents: event.amountCents,
          idempotencyKey: `refund-${event.paymentId}`,
        });
        await repository.recordRefund(null, active().name, event.paymentId, event.amountCents, now());
      });
    }
    return result;
  }

  return {
    async quote(query: QuoteQuery): Promise<Quote> {
      const at = now();
      const { course, batch, coupon, unknownCouponCode } = await resolve(
        { course: query.course, batch: query.batch ?? null, coupon: query.coupon },
        at,
      );
      const requiresAdmission = course.slug === bootcampCourseSlug;
      const plan = requiresAdmission ? query.plan : "full";
      const price = priceOrder({
        courseId: course.id,
        course,
        batch,
        coupon: coupon ?? null,
        unknownCouponCode,
        plan,
        now: at,
      });
      return {
        course: {
          slug: course.slug,
          title: course.title,
          format: course.format,
          durationWeeks: course.durationWeeks,
          imagePath: course.imagePath,
        },
        batch: batch ? toBatchDto(batch) : null,
        plan,
        earlyBird: price.earlyBird,
        price: {
          listPriceCents: price.listPriceCents,
          earlyBirdDiscountCents: price.earlyBirdDiscountCents,
          couponDiscountCents: price.couponDiscountCents,
          totalCents: price.totalCents,
          currency: course.currency,
        },
        coupon: price.coupon
          ? { code: price.coupon.code, label: couponLabel(price.coupon, formatUsd) }
          : null,
        couponError: price.couponError,
        instalments: price.instalments,
        soldOut: batch !== null && batch.seatsAvailable < 1,
        requiresAdmission,
      };
    },

    /**
     * Creates the pending order (its seat held for 30 minutes) and the provider's payment session. A
     * retry of the same purchase while its hold lives reuses the order and its session (no second seat,
     * no second charge); a changed purchase (another coupon or plan) replaces it.
     */
    async createOrder(
      input: CreateOrderInput,
      user: CurrentUser,
    ): Promise<{ orderId: string; redirectUrl: string }> {
      // No provider: say so before holding a seat, with the address that sells instead.
      if (!provider) throw new HttpError(503, paymentsUnavailableMessage((await deps.seller()).email));
      const at = now();
      const { course, batch, coupon, unknownCouponCode } = await resolve(
        { course: input.course, batch: input.batchId, coupon: input.couponCode },
        at,
      );
      const kind = course.slug === bootcampCourseSlug ? "bootcamp" : "course";
      if (kind === "bootcamp") {
        const eligibility = await bootcampEligibility(user);
        if (!eligibility.eligible)
          throw new HttpError(403, eligibility.reason ?? checkoutMessages.bootcampNeedsAdmission);
      } else if (input.plan !== "full") {
        throw new HttpError(400, checkoutMessages.planNotOffered, "plan");
      }
      const price = priceOrder({
        courseId: course.id,
        course,
        batch,
        coupon: coupon ?? null,
        unknownCouponCode,
        plan: input.plan,
        now: at,
      });
      if (price.couponError) throw new HttpError(400, price.couponError, "couponCode");
      if (await repository.isEnrolled(user.id, course.id, batch?.id ?? null)) {
        throw new HttpError(409, checkoutMessages.alreadyEnrolled, "batchId");
      }

      const description = `${course.title}, ${batchWords(batch)}`;
      const first = price.instalments[0] ?? { number: 1, amountCents: price.totalCents };
      const existing = await repository.findLivePendingOrder(user.id, course.id, batch?.id ?? null, at);
      const same =
        existing &&
        existing.plan === input.plan &&
        existing.totalCents === price.totalCents &&
        (existing.couponCode ?? null) === (price.coupon?.code ?? null);
      if (existing && same) {
        if (existing.providerSessionUrl)
          return { orderId: existing.id, redirectUrl: existing.providerSessionUrl };
        // The earlier attempt never got a session (the provider timed out): ask again with the same key and
        // the same parameters, so a session the provider did create is returned instead of a second one.
        const expiresAt = existing.seatHeldUntil ?? new Date(at.getTime() + holdMs);
        const session = await startSession(existing, course.slug, user, description, first, expiresAt);
        await repository.setSession(existing.id, session.id, session.url, now());
        return { orderId: existing.id, redirectUrl: session.url };
      }

      const seatHeldUntil = new Date(at.getTime() + holdMs);
      let order: Awaited<ReturnType<CheckoutRepository["createOrderHoldingSeat"]>>;
      try {
        order = await repository.createOrderHoldingSeat(
          {
            userId: user.id,
            kind,
            courseId: course.id,
            batchId: batch?.id ?? null,
            plan: input.plan,
            listPriceCents: price.listPriceCents,
            earlyBirdDiscountCents: price.earlyBirdDiscountCents,
            couponId: price.coupon?.id ?? null,
            couponCode: price.coupon?.code ?? null,
            couponDiscountCents: price.couponDiscountCents,
            totalCents: price.totalCents,
            currency: course.currency,
            provider: provider.name,
            seatHeldUntil,
            instalments: price.instalments,
          },
          at,
          existing?.id,
        );
      } catch (error) {
        if (error instanceof SoldOutError) throw new HttpError(409, checkoutMessages.soldOut, "batchId");
        throw error;
      }
      const session = await startSession(order, course.slug, user, description, first, seatHeldUntil);
      await repository.setSession(order.id, session.id, session.url, now());
      deps.log("checkout.order_created", { orderId: order.id, provider: provider.name });
      return { orderId: order.id, redirectUrl: session.url };
    },

    async getOrder(orderId: string, userId: string): Promise<Order> {
      const order = await repository.findOrder(orderId);
      // Someone else's order is "not found", exactly like a missing one.
      if (!order || order.userId !== userId) throw new HttpError(404, checkoutMessages.orderNotFound);
      return toOrderDto(order, now());
    },

    async listOrders(userId: string): Promise<Order[]> {
      const at = now();
      return (await repository.listOrdersOfUser(userId)).map((order) => toOrderDto(order, at));
    },

    async receiptFor(paymentId: string, userId: string): Promise<ReceiptData> {
      const found = await repository.findPaymentOfUser(paymentId, userId);
      if (!found) throw new HttpError(404, checkoutMessages.orderNotFound);
      return receiptData(found.order, found.payment);
    },

    async bootcampEnrollment(user: CurrentUser): Promise<BootcampEnrollment> {
      const at = now();
      const course = await repository.findCourse(bootcampCourseSlug);
      if (!course) throw new HttpError(404, checkoutMessages.courseNotFound);
      const [eligibility, batches] = await Promise.all([
        bootcampEligibility(user),
        repository.listUpcomingBatches(course.id, at.toISOString().slice(0, 10), at),
      ]);
      return {
        eligible: eligibility.eligible,
        reason: eligibility.reason,
        application: eligibility.application ?? null,
        course: { slug: course.slug, title: course.title, priceCents: course.priceCents },
        batches: batches.map((batch) => {
          const price = priceOrder({
            courseId: course.id,
            course,
            batch,
            coupon: null,
            plan: "full",
            now: at,
          });
          return { ...toBatchDto(batch), earlyBird: price.earlyBird, priceCents: price.totalCents };
        }),
      };
    },

    /**
     * One provider event (webhook or reconciliation). Recorded by id: a duplicate or a replay changes
     * nothing. Order does not matter: every handler checks the state it moves from.
     */
    async handleEvent(
      event: PaymentEvent,
      payload: unknown,
    ): Promise<{ outcome: string; duplicate: boolean }> {
      const provider = active();
      if (event.eventId && (await repository.hasEvent(provider.name, event.eventId))) {
        return { outcome: "duplicate", duplicate: true };
      }
      const record: EventRecord = {
        provider: provider.name,
        eventId: event.eventId,
        type: event.type,
        createdAt: event.created,
        orderId: null,
        providerPaymentId: null,
        amountCents: null,
        outcome: "",
        payload,
      };
      switch (event.kind) {
        case "payment_succeeded": {
          const outcome = await onPaymentSucceeded(event, {
            ...record,
            orderId: event.orderId,
            providerPaymentId: event.paymentId,
            amountCents: event.amountCents,
          });
          return { outcome, duplicate: outcome === "duplicate" };
        }
        case "payment_failed": {
          const order = await repository.findOrder(event.orderId);
          if (!order) {
            await repository.recordEvent({ ...record, outcome: "ignored: unknown order" });
            return { outcome: "ignored: unknown order", duplicate: false };
          }
          const outcome = await repository.failOrder(
            { ...record, orderId: order.id },
            order.id,
            event.message,
            now(),
          );
          return { outcome, duplicate: outcome === "duplicate" };
        }
        case "refunded": {
          const outcome = await repository.recordRefund(
            { ...record, providerPaymentId: event.paymentId, amountCents: event.amountRefundedCents },
            provider.name,
            event.paymentId,
            event.amountRefundedCents,
            now(),
          );
          return { outcome, duplicate: outcome === "duplicate" };
        }
        case "ignored": {
          if (!event.eventId) return { outcome: `ignored: ${event.reason}`, duplicate: false };
          const fresh = await repository.recordEvent({ ...record, outcome: `ignored: ${event.reason}` });
          return { outcome: `ignored: ${event.reason}`, duplicate: !fresh };
        }
      }
    },

    /**
     * Refunds every payment of a paid order through the provider, then records it (the provider's
     * charge.refunded event later finds it done). The seat is released and the enrollment cancelled.
     */
    async refundOrder(orderId: string, actor: { id: string }): Promise<Order> {
      const order = await repository.findOrder(orderId);
      if (!order) throw new HttpError(404, checkoutMessages.orderNotFound);
      if (order.status !== "paid") throw new HttpError(409, refundMessages.notAllowed);
      if (!provider) throw new HttpError(503, refundMessages.withoutProvider);
      for (const payment of order.payments) {
        const remaining = payment.amountCents - payment.refundedAmountCents;
        if (payment.status !== "succeeded" || remaining <= 0) continue;
        try {
          await provider.refund({
            paymentId: payment.providerPaymentId,
            amountCents: remaining,
            idempotencyKey: `refund-${payment.id}-${remaining}`,
          });
        } catch (error) {
          deps.log("checkout.refund_failed", {
            orderId,
            error: error instanceof Error ? error.message : String(error),
          });
          if (error instanceof ProviderUnavailableError)
            throw new HttpError(503, checkoutMessages.providerUnavailable);
          if (error instanceof ProviderRequestError) throw new HttpError(502, refundMessages.providerFailed);
          throw error;
        }
        await repository.recordRefund(
          null,
          provider.name,
          payment.providerPaymentId,
          payment.amountCents,
          now(),
        );
      }
      deps.log("checkout.refunded", { orderId, by: actor.id });
      const updated = await repository.findOrder(orderId);
      if (!updated) throw new HttpError(404, checkoutMessages.orderNotFound);
      return toOrderDto(updated, now());
    },

    /** Marks pending orders whose hold ran out as expired (seats already count as free once the hold ends). */
    expireHolds(): Promise<number> {
      return repository.expireHolds(now());
    },

    /** Expires lapsed holds every minute (server/main.ts); returns the stop function. */
    startHoldSweeper(intervalMs = 60_000): () => void {
      const sweep = async () => {
        const expired = await repository.expireHolds(now());
        if (expired > 0) deps.log("checkout.holds_expired", { count: expired });
      };
      const timer = setInterval(() => deps.background.run("checkout.expire-holds", sweep), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
