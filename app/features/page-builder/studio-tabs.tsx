import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { BlogPostsStudio } from "#app/features/content-studio/blog-posts-studio.tsx";
import { EpisodesStudio } from "#app/features/content-studio/episodes-studio.tsx";
import { OpeningsStudio } from "#app/features/content-studio/openings-studio.tsx";
import { WebinarsStudio } from "#app/features/content-studio/webinars-studio.tsx";
import type { Role } from "#contracts/auth.ts";
import { readOpenPage } from "./page-builder-params.ts";
import { PageEditorScreen } from "./page-editor-screen.tsx";
import { PageList } from "./page-list.tsx";

// The page builder area's tabs (issue 21): landing pages, then the content studio, one tab per kind. Each tab
// owns the URL's other parameters while it is open (the pages tab `edit`, `status`, `q`, `page`; the
// studios their own prefixed ones). Marketers see the tabs of what they may edit.
export type StudioTab = { id: string; label: string; Panel: ComponentType; roles: readonly Role[] };

function PagesPanel() {
  // One page open in the editor (?edit=<id>), else the list; the URL is the state.
  const [searchParams] = useSearchParams();
  const open = readOpenPage(searchParams);
  return open ? <PageEditorScreen key={open} id={open} /> : <PageList />;
}

export const studioTabs: readonly StudioTab[] = [
  { id: "pages", label: "Landing pages", Panel: PagesPanel, roles: ["admin", "digital_marketer"] },
  { id: "posts", label: "Blog posts", Panel: BlogPostsStudio, roles: ["admin", "digital_marketer"] },
  { id: "webinars", label: "Webinars", Panel: WebinarsStudio, roles: ["admin"] },
  { id: "episodes", label: "Podcast", Panel: EpisodesStudio, roles: ["admin"] },
  { id: "openings", label: "Careers", Panel: OpeningsStudio, roles: ["admin"] },
];

/** The tabs a role may open. */
export function studioTabsFor(role: Role | undefined): readonly StudioTab[] {
  return studioTabs.filter((tab) => role !== undefined && tab.roles.includes(role));
}

/** The tab `?tab=` names among `tabs`, or the first (an absent, unknown or forbidden value). */
export function readStudioTab(params: URLSearchParams, tabs: readonly StudioTab[]): StudioTab | undefined {
  const id = params.get("tab");
  return tabs.find((tab) => tab.id === id) ?? tabs[0];
}

/** The URL of a tab: the first tab's address has no `?tab=`, and a tab starts without the last one's state. */
export function studioTabParams(tab: StudioTab): URLSearchParams {
  return new URLSearchParams(tab === studioTabs[0] ? {} : { tab: tab.id });
}
