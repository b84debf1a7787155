import { useRevalidator } from "react-router";
import { BootcampPaymentView } from "#app/features/checkout/bootcamp-payment-view.tsx";
import { loadOrder } from "#app/features/checkout/load-order.ts";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { bootcampPaymentPage } from "#contracts/page-heads/bootcamp-payment.ts";
import type { Route } from "./+types/ai-bootcamp-payment";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [loaded, seo] = await Promise.all([
    loadOrder(context, request),
    loadPageMeta(context, request, "/ai-bootcamp/payment"),
  ]);
  return { ...loaded, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, bootcampPaymentPage);

export default function AiBootcampPaymentRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
          AI Engineering Bootcamp
        </p>
        <h1 className="mt-1 mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Bootcamp payment
        </h1>
        <BootcampPaymentView
          order={loaderData.order}
          problem={loaderData.problem}
          onSignedIn={() => void revalidator.revalidate()}
        />
      </div>
    </div>
  );
}
