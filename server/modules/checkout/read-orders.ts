import type { Order } from "#contracts/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { HttpError } from "#server/http-error.ts";
import { toOrderDto } from "./order-dto.ts";
import type { OrdersRepository } from "./orders-repository.ts";

export type OrderReadDeps = {
  orders: Pick<OrdersRepository, "findOrder" | "listOrdersOfUser">;
  /** Whether a payment provider is configured (a held order's payment link is shown only then). */
  paymentsOn: boolean;
  now: () => Date;
};

/** The buyer's own order (the payment-success page polls it). */
export async function getOrder(deps: OrderReadDeps, orderId: string, userId: string): Promise<Order> {
  const order = await deps.orders.findOrder(orderId);
  // Someone else's order is "not found", exactly like a missing one.
  if (!order || order.userId !== userId) throw new HttpError(404, checkoutMessages.orderNotFound);
  return toOrderDto(order, deps.now(), deps.paymentsOn);
}

/** The buyer's payment history: orders that reached the payment page, newest first. */
export async function listOrders(deps: OrderReadDeps, userId: string): Promise<Order[]> {
  const at = deps.now();
  return (await deps.orders.listOrdersOfUser(userId)).map((order) => toOrderDto(order, at, deps.paymentsOn));
}
