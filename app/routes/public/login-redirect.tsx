import { redirect } from "react-router";

// SPEC.md section 2: /login redirects to /auth (the query string is kept for post-login targets).
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  return redirect(`/auth${url.search}`, 301);
}

export default function LoginRedirect() {
  return null;
}
