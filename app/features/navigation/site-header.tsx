import { GraduationCapIcon, MenuIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerClassName,
} from "#app/components/ui/navigation-menu.tsx";
import { cn } from "#app/lib/cn.ts";
import { coursePages } from "#contracts/courses.ts";

// contracts/courses.ts lists the paths in the order SPEC.md section 2 fixes for this menu.
export const learningPaths = coursePages.map(({ path, title, tagline }) => ({
  path,
  title,
  description: tagline,
}));

export const primaryLinks = [
  { to: "/ai-bootcamp", label: "AI Bootcamp" },
  { to: "/sandbox", label: "Sandbox" },
  { to: "/corporate-training", label: "Corporate Training" },
  { to: "/community", label: "Community" },
  { to: "/about", label: "About" },
] as const;

/** Role names use underscores; dashboard URLs use hyphens (digital_marketer -> /dashboard/digital-marketer). */
export function dashboardPath(role: string): string {
  return `/dashboard/${role.replaceAll("_", "-")}`;
}

type SiteHeaderProps = {
  user?: { role: string } | null;
  /** Signs the user out; the Logout button shows only with a user and this handler. */
  onLogout?: () => void;
  /**
   * Who is signed in is not known yet (a page shared by signed-in visitors leaves it to the browser,
   * decision 0031): the account buttons' place is held, so neither Login nor Dashboard flashes.
   */
  userPending?: boolean;
};

export function SiteHeader({ user = null, onLogout, userPending = false }: SiteHeaderProps = {}) {
  const { pathname } = useLocation();
  // The mobile panel belongs to the page it was opened on: any navigation (a link in it, back button,
  // a redirect) closes it without an effect.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const mobileOpen = openOnPath === pathname;
  const closeMobile = () => setOpenOnPath(null);
  const panelId = useId();

  const accountActions =
    !user && userPending ? (
      <>
        <span aria-hidden="true" className="h-8 w-22 animate-pulse rounded-md bg-slate-100" />
        <span aria-hidden="true" className="h-8 w-17 animate-pulse rounded-md bg-slate-100" />
        <span className="sr-only">Loading your account</span>
      </>
    ) : user ? (
      <>
        <Link to={dashboardPath(user.role)} className={buttonClassName({ size: "sm" })}>
          Dashboard
        </Link>
        {onLogout ? (
          <button
            type="button"
            onClick={() => {
              // Logging out on the home page does not change the path, so close the panel explicitly.
              closeMobile();
              onLogout();
            }}
            className={buttonClassName({ variant: "outline", size: "sm" })}
          >
            Logout
          </button>
        ) : null}
      </>
    ) : (
      <>
        <Link to="/auth" className={buttonClassName({ variant: "outline", size: "sm" })}>
          Login
        </Link>
        <Link to="/courses" className={buttonClassName({ size: "sm" })}>
          Get Started
        </Link>
      </>
    );

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 lg:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white"
          >
            <GraduationCapIcon className="size-5" />
          </span>
          AI Labs
        </Link>

        <NavigationMenu aria-label="Main" className="hidden lg:flex">
          <NavigationMenuList>
            <NavigationMenuItem>
              <NavigationMenuTrigger>AI Learning Paths</NavigationMenuTrigger>
              <NavigationMenuContent>
                <ul className="grid w-[min(36rem,calc(100vw-2rem))] gap-1 p-2 lg:grid-cols-2">
                  {learningPaths.map((course) => (
                    <li key={course.path}>
                      <NavigationMenuLink asChild active={pathname === course.path}>
                        <Link to={course.path}>
                          <span className="block font-medium text-slate-900">{course.title}</span>
                          <span className="mt-1 block text-sm leading-snug text-slate-600">
                            {course.description}
                          </span>
                        </Link>
                      </NavigationMenuLink>
                    </li>
                  ))}
                </ul>
              </NavigationMenuContent>
            </NavigationMenuItem>
            {primaryLinks.map((link) => (
              <NavigationMenuItem key={link.to}>
                <NavigationMenuLink asChild active={pathname === link.to}>
                  <Link to={link.to} className={navigationMenuTriggerClassName}>
                    {link.label}
                  </Link>
                </NavigationMenuLink>
              </NavigationMenuItem>
            ))}
          </NavigationMenuList>
        </NavigationMenu>

        <div className="ml-auto hidden items-center gap-2 lg:flex">{accountActions}</div>

        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          aria-controls={panelId}
          onClick={() => setOpenOnPath(mobileOpen ? null : pathname)}
          className="ml-auto inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 lg:hidden"
        >
          {mobileOpen ? (
            <XIcon aria-hidden="true" className="size-6" />
          ) : (
            <MenuIcon aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      <nav
        id={panelId}
        aria-label="Main"
        hidden={!mobileOpen}
        className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 lg:hidden"
      >
        <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          AI Learning Paths
        </p>
        <ul className="grid gap-0.5">
          {learningPaths.map((course) => (
            <li key={course.path}>
              <MobileLink to={course.path} current={pathname === course.path} onNavigate={closeMobile}>
                {course.title}
              </MobileLink>
            </li>
          ))}
        </ul>
        <ul className="mt-2 grid gap-0.5 border-t border-slate-200 pt-2">
          {primaryLinks.map((link) => (
            <li key={link.to}>
              <MobileLink to={link.to} current={pathname === link.to} onNavigate={closeMobile}>
                {link.label}
              </MobileLink>
            </li>
          ))}
        </ul>
        {/* Clicking an account link navigates, which closes the panel (see openOnPath). */}
        <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-3 [&>:only-child]:col-span-2">
          {accountActions}
        </div>
      </nav>
    </header>
  );
}

type MobileLinkProps = { to: string; current: boolean; onNavigate: () => void; children: string };

function MobileLink({ to, current, onNavigate, children }: MobileLinkProps) {
  return (
    <Link
      to={to}
      // A link to the page already shown does not change the path, so close explicitly as well.
      onClick={onNavigate}
      aria-current={current ? "page" : undefined}
      className={cn(
        "block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
        current && "bg-indigo-50 text-indigo-800",
      )}
    >
      {children}
    </Link>
  );
}
