import { useRevalidator } from "react-router";
import { loadOrder } from "#app/features/checkout/load-order.ts";
import { PaymentSuccessView } from "#app/features/checkout/payment-success-view.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { pagePathOf } from "#app/lib/page-path.ts";
import {
  bootcampPaymentSuccessPage,
  coursePaymentSuccessPage,
} from "#contracts/page-heads/payment-success.ts";
import type { Route } from "./+types/payment-success";

// One module for both success pages (/payment-success for courses, /ai-bootcamp/payment-success for the
// bootcamp); each path has its own route id in app/routes.ts.
const bootcampPath = "/ai-bootcamp/payment-success";
const fallbackHeads = { course: coursePaymentSuccessPage, bootcamp: bootcampPaymentSuccessPage } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const path = pagePathOf(request);
  const kind: keyof typeof fallbackHeads = path === bootcampPath ? "bootcamp" : "course";
  const [loaded, seo] = await Promise.all([
    loadOrder(context, request),
    loadPageMeta(context, request, path),
  ]);
  return { ...loaded, kind, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, fallbackHeads[loaderData?.kind ?? "course"]);

export default function PaymentSuccessRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <PaymentSuccessView
          // A new read (after signing in) starts the view again with it.
          key={`${loaderData.problem ?? "ok"}-${loaderData.order?.status ?? "none"}`}
          kind={loaderData.kind}
          orderId={loaderData.orderId}
          initialOrder={loaderData.order}
          initialProblem={loaderData.problem}
          onSignedIn={() => void revalidator.revalidate()}
        />
      </div>
    </div>
  );
}
