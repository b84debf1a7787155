import { Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { usePageViews } from "./features/analytics/use-page-views.ts";
import { AuthProvider, useAuth } from "./features/auth/auth-context.tsx";
import { PromoBanner } from "./features/banner/promo-banner.tsx";
import { BottomBar } from "./features/bottom-bar/bottom-bar.tsx";
import { LiveChatProvider, useLiveChat } from "./features/chat/live-chat-context.tsx";
import { TestModeStrip } from "./features/checkout/test-mode-strip.tsx";
import { ContactDialogProvider } from "./features/contact/contact-dialog-context.tsx";
import { SiteFooter } from "./features/footer/site-footer.tsx";
import { NavigationProgress } from "./features/navigation/navigation-progress.tsx";
import { SiteHeader } from "./features/navigation/site-header.tsx";
import { useRoutePrefetch } from "./features/route-prefetch/use-route-prefetch.ts";
import { pageLanguage } from "./features/seo/page-language.ts";
import { requestInfoContext } from "./lib/load-context.ts";
import { readShellData } from "./lib/read-shell-data.ts";
import { ShellDataProvider } from "./lib/shell-data.tsx";

// Every page needs the banner's batches, the site's phone and email, and who is signed in (the header
// shows Dashboard or Login): read once per document.
export async function loader({ context }: Route.LoaderArgs) {
  return { shell: await readShellData(context), nonce: context.get(requestInfoContext).nonce };
}

// The shell's data does not change with navigation; the browser's shell store owns it from here.
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>("root")?.nonce;
  const language = pageLanguage(useMatches());
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// The bottom bar's 'Live Chat' button opens the one chat widget of the page.
function ShellBottomBar() {
  const { openChat } = useLiveChat();
  return <BottomBar onLiveChat={openChat} />;
}

function Shell({ children }: { children: React.ReactNode }) {
  usePageViews();
  useRoutePrefetch();
  // Scripts start after the first paint (app/lib/defer-scripts.server.ts): this marks the moment the
  // page answers to input, for end-to-end tests and for anyone measuring it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  const { user, isLoading, logout } = useAuth();
  return (
    <ContactDialogProvider>
      <LiveChatProvider>
        <a
          href="#main"
          className="sr-only z-[70] rounded bg-white px-3 py-2 text-indigo-800 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        <TestModeStrip />
        <PromoBanner />
        <SiteHeader user={user} userPending={isLoading} onLogout={() => void logout()} />
        <NavigationProgress />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Suspense>
          <SiteFooter />
        </Suspense>
        <ShellBottomBar />
        <LazyToaster />
      </LiveChatProvider>
    </ContactDialogProvider>
  );
}

// TanStack Query is not here: only the portals use it, and they mount its provider (decision 0012).
function Providers({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <ShellDataProvider initial={data?.shell ?? {}}>
      <AuthProvider>{children}</AuthProvider>
    </ShellDataProvider>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return (
    <Providers>
      <Shell>
        <Outlet />
      </Shell>
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : "Something went wrong";
  const message =
    status === 404
      ? "We couldn't find that page."
      : "An unexpected error occurred. Please try again in a moment; if it keeps happening, contact us.";
  return (
    <Providers>
      <Shell>
        <title>{`${title} | AI Labs`}</title>
        <section className="mx-auto max-w-2xl px-4 py-20 text-center">
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-3 text-slate-700">{message}</p>
          <a href="/" className="mt-8 inline-block rounded-md bg-indigo-600 px-4 py-2 font-medium text-white">
            Go to the home page
          </a>
        </section>
      </Shell>
    </Providers>
  );
}
