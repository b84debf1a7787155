import { adminPaymentsLimits } from "#contracts/admin-payments-text.ts";
import { type OrderStatus, orderStatuses } from "#contracts/checkout-text.ts";

// The Payments page's state lives in its URL (?status=&course=&page=), so a filtered view can be
// bookmarked and walked back. Bad values read as "no filter", never as an error page.
export type AdminOrdersFilters = { status: OrderStatus | ""; course: string; page: number };

const slugPattern = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function readFilters(params: URLSearchParams): AdminOrdersFilters {
  const statusParam = params.get("status") ?? "";
  const courseParam = params.get("course") ?? "";
  const status = (orderStatuses as readonly string[]).includes(statusParam)
    ? (statusParam as OrderStatus)
    : "";
  const course = slugPattern.test(courseParam) ? courseParam : "";
  const page = Number(params.get("page") ?? "1");
  return { status, course, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The URL's search params; defaults are left out to keep addresses short. */
export function filtersToParams(filters: AdminOrdersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.course) params.set("course", filters.course);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The list's query (adminPaymentsApi.orders): the filters set, then the page and its size. */
export function adminOrdersQuery(filters: AdminOrdersFilters) {
  return {
    status: filters.status || undefined,
    course: filters.course || undefined,
    page: filters.page,
    pageSize: adminPaymentsLimits.ordersPageSize,
  };
}

export const adminOrdersQueryKey = ["admin-orders"] as const;
export const adminRevenueQueryKey = ["admin-revenue"] as const;
export const adminCouponsQueryKey = ["admin-coupons"] as const;
