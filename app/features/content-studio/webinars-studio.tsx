import { useSearchParams } from "react-router";
import { WebinarList } from "./webinar-list.tsx";
import { readOpenWebinar } from "./webinar-params.ts";
import { WebinarScreen } from "./webinar-screen.tsx";

/**
 * The content studio's webinars (issue 21, admins only): the list, or one webinar in the editor when the URL
 * names it (?webinar=<id|new>). No props: it reads and writes its own search params (`webinar*`), keeping the
 * page's others, the blog studio's `post*` ones included.
 */
export function WebinarsStudio() {
  const [searchParams] = useSearchParams();
  const open = readOpenWebinar(searchParams);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {open ? <WebinarScreen key={open} id={open} /> : <WebinarList />}
    </div>
  );
}
