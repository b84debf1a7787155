import { SandboxPlayground } from "#app/features/sandbox/sandbox-playground.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { sandboxApi } from "#contracts/api/sandbox.ts";
import { sandboxPage } from "#contracts/page-heads/sandbox.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/sandbox";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const [models, { templates }, seo] = await Promise.all([
    apiGet(api, sandboxApi.models),
    apiGet(api, sandboxApi.templates),
    loadPageMeta(context, request),
  ]);
  return { models, templates, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, sandboxPage);

export default function SandboxRoute({ loaderData }: Route.ComponentProps) {
  const { models, templates } = loaderData;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Prompt engineering</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Prompt Sandbox</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          See how many tokens a prompt costs before you send it: counted with the same tokenizer OpenAI's
          models use, priced across {models.models.length} models, with templates from our courses to start
          from.
        </p>
        <div className="mt-8">
          <SandboxPlayground models={models} templates={templates} />
        </div>
      </div>
    </div>
  );
}
