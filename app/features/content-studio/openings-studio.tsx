import { useSearchParams } from "react-router";
import { apiRequest } from "#app/lib/api-client.ts";
import { openingsStudioApi as api } from "#contracts/api/content-studio-items.ts";
import type { OpeningStudioDetail } from "#contracts/content-studio-items.ts";
import { readOpenItem } from "./item-params.ts";
import { ItemScreen } from "./item-screen.tsx";
import { OpeningEditor } from "./opening-editor.tsx";
import { OpeningList } from "./opening-list.tsx";

const loadOpening = (id: string, signal: AbortSignal): Promise<OpeningStudioDetail> =>
  apiRequest(api.get, { params: { id }, signal });

/**
 * The content studio's job openings (issue 21, admins): the list, or one opening in the editor when the URL
 * names it (?opening=<id|new>). No props: it reads and writes its own search params (all prefixed `opening`)
 * and keeps the page's others, so it can sit beside the blog and episode studios.
 */
export function OpeningsStudio() {
  const [searchParams] = useSearchParams();
  const open = readOpenItem("opening", searchParams);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {open ? (
        <ItemScreen
          key={open}
          prefix="opening"
          id={open}
          backLabel="All openings"
          noun="opening"
          load={loadOpening}
        >
          {(opening) => <OpeningEditor key={opening?.id ?? "new"} opening={opening} />}
        </ItemScreen>
      ) : (
        <OpeningList />
      )}
    </div>
  );
}
