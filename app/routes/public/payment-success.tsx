import { useRevalidator } from "react-router";
import { loadOrder } from "../../features/checkout/load-order.ts";
import { PaymentSuccessView } from "../../features/checkout/payment-success-view.tsx";
import { loadPageMeta } from "../../features/seo/load-page-meta.ts";
import { seoMeta } from "../../features/seo/seo-meta.ts";
import type { Route } from "./+types/payment-success";

// Used only when the SEO service cannot answer (its text is contracts/static-pages.ts checkoutPages).
const fallbackMeta = { title: "Payment successful | AI Labs", noindex: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const [loaded, seo] = await Promise.all([
    loadOrder(context, request),
    loadPageMeta(context, request, "/payment-success"),
  ]);
  return { ...loaded, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, fallbackMeta);

export default function PaymentSuccessRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <PaymentSuccessView
          // A new read (after signing in) starts the view again with it.
          key={`${loaderData.problem ?? "ok"}-${loaderData.order?.status ?? "none"}`}
          kind="course"
          orderId={loaderData.orderId}
          initialOrder={loaderData.order}
          initialProblem={loaderData.problem}
          onSignedIn={() => void revalidator.revalidate()}
        />
      </div>
    </div>
  );
}
