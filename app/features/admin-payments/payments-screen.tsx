import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CreditCardIcon, TicketPercentIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import type { AdminOrder, AdminOrdersPage } from "#contracts/admin-payments.ts";
import { adminPaymentsMessages } from "#contracts/admin-payments-text.ts";
import { adminPaymentsApi } from "#contracts/api/admin-payments.ts";
import { orderStatuses, orderStatusLabels } from "#contracts/checkout-text.ts";
import { OrdersTable } from "./orders-table.tsx";
import {
  type AdminOrdersFilters,
  adminOrdersQuery,
  adminOrdersQueryKey,
  adminRevenueQueryKey,
  filtersToParams,
  readFilters,
} from "./payments-filters.ts";
import { RefundDialog } from "./refund-dialog.tsx";
import { RevenueTable } from "./revenue-table.tsx";

const couponsPath = "/dashboard/admin/coupons";

// /dashboard/admin/payments: revenue by month, then the orders with their filters and refunds.
export function PaymentsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const queryClient = useQueryClient();
  const statusId = useId();

  // Filtering replaces the history entry; paging adds one, so Back returns to the last page.
  const setFilters = (next: AdminOrdersFilters) =>
    setSearchParams(filtersToParams(next), { replace: next.page === filters.page, preventScrollReset: true });

  const revenue = useQuery({
    queryKey: adminRevenueQueryKey,
    queryFn: ({ signal }) => apiRequest(adminPaymentsApi.revenue, { signal }),
  });
  const list = useQuery({
    queryKey: [...adminOrdersQueryKey, filters],
    queryFn: ({ signal }) =>
      apiRequest(adminPaymentsApi.orders, { query: adminOrdersQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });

  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const refund = useMutation({
    mutationFn: (order: AdminOrder) => apiRequest(adminPaymentsApi.refundOrder, { params: { id: order.id } }),
    onSuccess: async (updated) => {
      // The row shows what the server answered at once; the lists and totals then refetch.
      queryClient.setQueriesData<AdminOrdersPage>({ queryKey: adminOrdersQueryKey }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) } : page,
      );
      setRefunding(null);
      toast({
        title: adminPaymentsMessages.refunded,
        description: `${updated.number}: ${formatPrice(updated.refundedCents, updated.price.currency)} refunded to ${updated.buyer.name}.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminRevenueQueryKey }),
      ]);
    },
  });

  const data = list.data;
  const filtered = filters.status !== "" || filters.course !== "";
  const courses = (data?.courses ?? []).map((course) => ({ value: course.slug, label: course.title }));
  // Until the list arrives the URL's course still shows as chosen.
  const courseOptions =
    filters.course && !courses.some((course) => course.value === filters.course)
      ? [{ value: filters.course, label: filters.course }, ...courses]
      : courses;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <CreditCardIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Payments</h1>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={couponsPath}>
            <TicketPercentIcon aria-hidden="true" />
            Manage coupons
          </Link>
        </Button>
      </div>

      {revenue.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading revenue..." />
        </div>
      ) : revenue.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert tone="error">
            {adminPaymentsMessages.loadRevenueFailed}: {revenue.error.message}
          </FormAlert>
          <Button variant="outline" onClick={() => void revenue.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <RevenueTable revenue={revenue.data} />
      )}

      <section aria-labelledby={`${statusId}-heading`} className="grid grid-cols-1 gap-4">
        <h2 id={`${statusId}-heading`} className="text-lg font-semibold text-slate-900">
          Orders
        </h2>
        <search className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <FilterSelect
            id={statusId}
            label="Filter by status"
            allLabel="All statuses"
            value={filters.status}
            options={labelledOptions(orderStatuses, orderStatusLabels)}
            onChange={(status) => setFilters({ ...filters, status, page: 1 })}
          />
          <FilterSelect
            label="Filter by course"
            allLabel="All courses"
            value={filters.course}
            options={courseOptions}
            onChange={(course) => setFilters({ ...filters, course, page: 1 })}
          />
        </search>

        <AdminListState
          query={list}
          noun={["order", "orders"]}
          loadFailed={adminPaymentsMessages.loadOrdersFailed}
          empty={{
            filtered,
            filteredMessage: adminPaymentsMessages.noOrders,
            noneMessage: adminPaymentsMessages.noOrdersYet,
            clearLabel: "Clear filters",
            onClear: () => setFilters({ status: "", course: "", page: 1 }),
          }}
          paging={{
            label: "Pages of orders",
            page: filters.page,
            onPage: (page) => setFilters({ ...filters, page }),
          }}
        >
          {(result) => (
            <OrdersTable
              orders={result.items}
              onRefund={(order) => {
                refund.reset();
                setRefunding(order);
              }}
            />
          )}
        </AdminListState>
      </section>

      {refunding ? (
        <RefundDialog
          order={refunding}
          pending={refund.isPending}
          error={refund.isError ? refund.error.message || adminPaymentsMessages.refundFailed : null}
          onClose={() => setRefunding(null)}
          onConfirm={() => refund.mutate(refunding)}
        />
      ) : null}
    </div>
  );
}
