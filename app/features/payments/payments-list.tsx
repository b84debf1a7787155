import { BookOpenIcon, LogInIcon, RotateCwIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { OrderCard } from "./order-card.tsx";
import { paymentsText as t } from "./payment-display.ts";
import { useStudentOrders } from "./payment-queries.ts";

// Issue 6, the student's Payments page: every order with its status, price, instalment schedule and
// payments, each payment with its receipt PDF; a pending order whose seat is still held says how to pay.
export function PaymentsList() {
  const { user, isLoading } = useAuth();
  const orders = useStudentOrders(user);
  const headingId = useId();

  let body: React.ReactNode;
  if (isLoading) {
    body = <Loading />;
  } else if (!user) {
    body = (
      <EmptyState
        className="mt-6"
        titleAs="h2"
        title={t.signedOutTitle}
        description={t.signedOutBody}
        action={
          <Link to="/auth" className={buttonClassName()}>
            <LogInIcon aria-hidden="true" />
            Login
          </Link>
        }
      />
    );
  } else if (orders.isPending) {
    body = <Loading />;
  } else if (orders.isError) {
    body = (
      <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{t.loadFailed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void orders.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          {t.retry}
        </Button>
      </div>
    );
  } else if (orders.data.orders.length === 0) {
    body = (
      <EmptyState
        className="mt-6"
        titleAs="h2"
        title={t.emptyTitle}
        description={t.emptyBody}
        action={
          <Link to="/courses" className={buttonClassName({ variant: "outline" })}>
            <BookOpenIcon aria-hidden="true" />
            {t.browseCourses}
          </Link>
        }
      />
    );
  } else {
    // One clock for the whole list, read when the data arrives: a hold is "live" if it ends later.
    const now = orders.dataUpdatedAt || Date.now();
    body = (
      <ul className="mt-6 space-y-6" aria-label="Your orders">
        {orders.data.orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} now={now} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {t.heading}
      </h1>
      <p className="mt-1 text-slate-700">{t.intro}</p>
      {body}
    </section>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={t.loading} />
    </div>
  );
}
