import { useSearchParams } from "react-router";
import { apiRequest } from "#app/lib/api-client.ts";
import { episodesStudioApi as api } from "#contracts/api/content-studio-items.ts";
import type { EpisodeDetail } from "#contracts/content-studio-items.ts";
import { EpisodeEditor } from "./episode-editor.tsx";
import { EpisodeList } from "./episode-list.tsx";
import { readOpenItem } from "./item-params.ts";
import { ItemScreen } from "./item-screen.tsx";

const loadEpisode = (id: string, signal: AbortSignal): Promise<EpisodeDetail> =>
  apiRequest(api.get, { params: { id }, signal });

/**
 * The content studio's podcast episodes (issue 21, admins): the list, or one episode in the editor when the
 * URL names it (?episode=<id|new>). No props: it reads and writes its own search params (all prefixed
 * `episode`) and keeps the page's others, so it can sit beside the blog and openings studios.
 */
export function EpisodesStudio() {
  const [searchParams] = useSearchParams();
  const open = readOpenItem("episode", searchParams);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {open ? (
        <ItemScreen
          key={open}
          prefix="episode"
          id={open}
          backLabel="All episodes"
          noun="episode"
          load={loadEpisode}
        >
          {(episode) => <EpisodeEditor key={episode?.id ?? "new"} episode={episode} />}
        </ItemScreen>
      ) : (
        <EpisodeList />
      )}
    </div>
  );
}
