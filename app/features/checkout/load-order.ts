import type { RouterContextProvider } from "react-router";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { checkoutApi } from "#contracts/api/checkout.ts";
import type { Order } from "#contracts/checkout.ts";

export type LoadedOrder = {
  orderId: string | null;
  order: Order | null;
  problem: "signed-out" | "not-found" | null;
};

/** The buyer's order named by ?order=, read in-process with their cookies (the success and payment pages). */
export async function loadOrder(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<LoadedOrder> {
  const orderId = new URL(request.url).searchParams.get("order")?.trim() || null;
  if (!orderId) return { orderId, order: null, problem: "not-found" };
  try {
    const order = await apiGet(context.get(serverApiContext), checkoutApi.order, { params: { id: orderId } });
    return { orderId, order, problem: null };
  } catch (error) {
    const status = serverApiStatus(error);
    if (status === 401) return { orderId, order: null, problem: "signed-out" };
    if (status === 404 || status === 400 || status === 403)
      return { orderId, order: null, problem: "not-found" };
    // An outage: the page reads the order again from the browser.
    return { orderId, order: null, problem: null };
  }
}
