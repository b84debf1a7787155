import { Lock } from "lucide-react";
import { readCart } from "#app/features/checkout/cart-params.ts";
import { quoteQuery } from "#app/features/checkout/checkout-api.ts";
import { CheckoutView } from "#app/features/checkout/checkout-view.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { checkoutApi } from "#contracts/api/checkout.ts";
import type { Quote } from "#contracts/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { courseCheckoutPage } from "#contracts/page-heads/checkout.ts";
import type { Route } from "./+types/courses-checkout";

// The cart is the URL (?course=&batch=&coupon=&plan=); the server prices it on every change (the coupon
// field sets ?coupon= and this loader runs again), so the browser never computes a price.
export async function loader({ context, request }: Route.LoaderArgs) {
  const cart = readCart(new URL(request.url).searchParams);
  const seoRead = loadPageMeta(context, request, "/courses/checkout");
  if (!cart) return { cart, quote: null, loadError: null, seo: await seoRead };
  let quote: Quote | null = null;
  let loadError: string | null = null;
  try {
    quote = await apiGet(context.get(serverApiContext), checkoutApi.quote, { query: quoteQuery(cart) });
  } catch (error) {
    const status = serverApiStatus(error);
    loadError =
      status === 404
        ? checkoutMessages.courseNotFound
        : status === 400
          ? checkoutMessages.batchNotFound
          : status === 403
            ? checkoutMessages.offerInvalid
            : "We couldn't load your order. Please try again in a moment.";
  }
  return { cart, quote, loadError, seo: await seoRead };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, courseCheckoutPage);

export default function CoursesCheckoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Checkout</h1>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
            <Lock aria-hidden="true" className="size-3.5" />
            Secure checkout
          </p>
        </div>
        <CheckoutView cart={loaderData.cart} quote={loaderData.quote} loadError={loaderData.loadError} />
      </div>
    </div>
  );
}
