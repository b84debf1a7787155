import { useRevalidator } from "react-router";
import { BootcampCheckoutFrame } from "#app/features/checkout/bootcamp-checkout-frame.tsx";
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
    <BootcampCheckoutFrame title="Bootcamp payment">
      <BootcampPaymentView
        order={loaderData.order}
        problem={loaderData.problem}
        onSignedIn={() => void revalidator.revalidate()}
      />
    </BootcampCheckoutFrame>
  );
}
