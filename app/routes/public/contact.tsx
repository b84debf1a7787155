import { ContactPage } from "#app/features/contact/contact-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { loadOptional } from "#app/features/site-pages/load-site-page.ts";
import { settingsApi } from "#contracts/api/settings.ts";
import { contactPage } from "#contracts/page-heads/contact.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/contact";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [settings, seo] = await Promise.all([
    loadOptional(context, settingsApi.siteSettings),
    loadPageMeta(context, request),
  ]);
  return { settings, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, contactPage);

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage settings={loaderData.settings} />;
}
