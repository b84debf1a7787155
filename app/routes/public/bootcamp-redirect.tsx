import { redirect } from "react-router";

// /bootcamp is an older link to the bootcamp page.
export function loader() {
  return redirect("/ai-bootcamp", 301);
}

export default function BootcampRedirect() {
  return null;
}
