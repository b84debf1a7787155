import { useEffect, useState } from "react";
import { ApiRequestError } from "#app/lib/api-client.ts";
import type { Order } from "#contracts/checkout.ts";
import { fetchOrder } from "./checkout-api.ts";

export const orderPollIntervalMs = 1000;
export const orderPollLimitMs = 20_000;

export type OrderPollState = {
  order: Order | null;
  /** The order is still pending after the time limit: the webhook is late. */
  timedOut: boolean;
  /** Status of a failed read (401 signed out, 404 not theirs or unknown), 0 for a network failure. */
  errorStatus: number | null;
};

/**
 * The success pages: the provider's redirect can arrive before its webhook, so a pending order is read
 * again every second for up to 20 seconds; the page then says it is still confirming.
 */
export function useOrderPoll(
  orderId: string | null,
  initial: Order | null,
  options: { intervalMs?: number; limitMs?: number } = {},
): OrderPollState {
  const intervalMs = options.intervalMs ?? orderPollIntervalMs;
  const limitMs = options.limitMs ?? orderPollLimitMs;
  const [state, setState] = useState<OrderPollState>({ order: initial, timedOut: false, errorStatus: null });
  const needsPolling = orderId !== null && state.errorStatus === null && !state.timedOut;
  const status = state.order?.status;

  useEffect(() => {
    if (!needsPolling || (status !== undefined && status !== "pending")) return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const order = await fetchOrder(orderId, controller.signal);
        if (controller.signal.aborted) return;
        if (order.status !== "pending") {
          setState({ order, timedOut: false, errorStatus: null });
          return;
        }
        if (Date.now() - started >= limitMs) {
          setState({ order, timedOut: true, errorStatus: null });
          return;
        }
        setState((current) => (current.order === null ? { ...current, order } : current));
        timer = setTimeout(read, intervalMs);
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((current) => ({
          ...current,
          errorStatus: error instanceof ApiRequestError ? error.status : 0,
        }));
      }
    };
    // An order already read by the loader waits one interval before the next read.
    timer = setTimeout(read, status === undefined ? 0 : intervalMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, needsPolling, status, intervalMs, limitMs]);

  return state;
}
