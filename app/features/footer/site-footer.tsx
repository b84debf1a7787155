import { GraduationCapIcon, MailIcon, PhoneIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useContactDialog } from "#app/features/contact/contact-dialog-context.tsx";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import { cn } from "#app/lib/cn.ts";
import { useSiteSettings } from "#app/lib/use-site-data.ts";
import { coursePages } from "#contracts/courses.ts";

type FooterLink = { to: string; label: string };

const programLinks: readonly FooterLink[] = [
  ...coursePages.map((course) => ({ to: course.path, label: course.title })),
  { to: "/ai-bootcamp", label: "AI Bootcamp" },
];

const resourceLinks: readonly FooterLink[] = [
  { to: "/blog", label: "Blog" },
  { to: "/webinars", label: "Webinars" },
  { to: "/podcast", label: "Podcast" },
  { to: "/community", label: "Community" },
  { to: "/sandbox", label: "Sandbox" },
];

const companyLinks: readonly FooterLink[] = [
  { to: "/about", label: "About" },
  { to: "/corporate-training", label: "Corporate Training" },
  { to: "/internship", label: "Internship" },
  { to: "/careers", label: "Careers" },
  { to: "/investors", label: "Investors" },
  { to: "/privacy", label: "Privacy Policy" },
];

const linkClassName =
  "rounded-sm text-sm text-slate-300 hover:text-white hover:underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900";

function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 grid gap-2">{children}</ul>
    </div>
  );
}

function linkItems(links: readonly FooterLink[]) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClassName}>
        {link.label}
      </Link>
    </li>
  ));
}

export function SiteFooter() {
  const { phone, email } = useSiteSettings();
  const { openContactDialog } = useContactDialog();
  const year = new Date().getFullYear();

  return (
    // pb-20 keeps the last line clear of the fixed bottom bar.
    <footer className="bg-slate-900 pt-12 pb-20 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)] lg:px-6">
        <div className="grid content-start gap-6">
          <div>
            <Link
              to="/"
              className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-8 items-center justify-center rounded-lg bg-indigo-600"
              >
                <GraduationCapIcon className="size-5" />
              </span>
              AI Labs
            </Link>
            <p className="mt-3 max-w-md text-sm leading-relaxed">
              Practical, instructor-led AI certification courses and a cohort bootcamp for engineers, analysts
              and business leaders. Learn by building, with mentors who ship AI for a living.
            </p>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-white">Get AI news and course updates</h2>
            <p className="mt-1 text-sm">
              New cohorts, free webinars and practical guides, about twice a month.
            </p>
            <NewsletterForm className="mt-3 max-w-md" />
          </div>
          <ul className="grid gap-2 text-sm">
            {phone ? (
              <li>
                <a
                  href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                  className={cn(linkClassName, "inline-flex items-center gap-2")}
                >
                  <PhoneIcon aria-hidden="true" className="size-4 text-indigo-300" />
                  {phone}
                </a>
              </li>
            ) : null}
            {email ? (
              <li>
                <a href={`mailto:${email}`} className={cn(linkClassName, "inline-flex items-center gap-2")}>
                  <MailIcon aria-hidden="true" className="size-4 text-indigo-300" />
                  {email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          <LinkColumn title="Programs">{linkItems(programLinks)}</LinkColumn>
          <LinkColumn title="Resources">{linkItems(resourceLinks)}</LinkColumn>
          <LinkColumn title="Company">
            {linkItems(companyLinks)}
            <li>
              <button
                type="button"
                onClick={openContactDialog}
                className={cn(linkClassName, "cursor-pointer")}
              >
                Contact
              </button>
            </li>
          </LinkColumn>
        </nav>
      </div>
      <div className="mx-auto mt-10 max-w-7xl border-t border-slate-800 px-4 pt-6 lg:px-6">
        {/* The year comes from the clock; the server's and the browser's can differ around New Year. */}
        <p className="text-sm text-slate-400" suppressHydrationWarning>
          © {year} AI Labs. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
