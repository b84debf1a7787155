import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { sitePages } from "./features/site/site-pages.ts";

export default [
  index("routes/public/home.tsx"),
  route("auth", "routes/auth/auth-page.tsx"),
  route("login", "routes/public/login-redirect.tsx"),
  route("bootcamp", "routes/public/bootcamp-redirect.tsx"),
  // One module serves the pages whose content later issues build; each path keeps its own route id.
  ...sitePages.map((page) => route(page.path, "routes/public/site-page.tsx", { id: `page${page.path}` })),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
