import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import { adminPaymentsLimits } from "#contracts/admin-payments-text.ts";
import { type OrderStatus, orderStatuses } from "#contracts/checkout-text.ts";

// The Payments page's state lives in its URL (?status=&course=&page=), so a filtered view can be
// bookmarked and walked back. Bad values read as "no filter", never as an error page.
export type AdminOrdersFilters = { status: OrderStatus | ""; course: string; page: number };

const slugPattern = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function readFilters(params: URLSearchParams): AdminOrdersFilters {
  const course = params.get("course") ?? "";
  return {
    status: readEnumParam(params, "status", orderStatuses),
    course: slugPattern.test(course) ? course : "",
    page: readPageParam(params),
  };
}

/** The URL's search params; defaults are left out to keep addresses short. */
export function filtersToParams(filters: AdminOrdersFilters): URLSearchParams {
  return listSearchParams(filters);
}

/** The list's query (adminPaymentsApi.orders): the filters set, then the page and its size. */
export function adminOrdersQuery(filters: AdminOrdersFilters) {
  return listQuery(filters, adminPaymentsLimits.ordersPageSize);
}

export const adminOrdersQueryKey = ["admin-orders"] as const;
export const adminRevenueQueryKey = ["admin-revenue"] as const;
export const adminCouponsQueryKey = ["admin-coupons"] as const;
