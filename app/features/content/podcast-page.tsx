import { Headphones, Mic } from "lucide-react";
import { Prose } from "#app/components/ui/prose.tsx";
import { formatPostDate } from "#contracts/blog-text.ts";
import type { PodcastList } from "#contracts/podcast.ts";
import { formatEpisodeDuration, isoDuration, podcastMessages } from "#contracts/podcast-text.ts";

function guestLine(guests: string[]): string {
  if (guests.length <= 1) return guests.join("");
  return `${guests.slice(0, -1).join(", ")} and ${guests.at(-1)}`;
}

/** /podcast: every episode with its show notes. */
export function PodcastPage({ episodes }: { episodes: PodcastList["episodes"] }) {
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-indigo-700">
            <Mic aria-hidden="true" className="size-4" /> Applied AI Conversations
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            The AI Labs Podcast
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Monthly conversations with people who ship machine learning and LLM products, hire the engineers
            who build them, or changed careers to do it. New episodes on the first Tuesday of the month.
          </p>
        </div>
      </section>

      <section aria-label="Episodes" className="mx-auto max-w-4xl px-4 pb-16">
        {episodes.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {podcastMessages.empty}
          </p>
        ) : (
          <ol className="grid gap-6">
            {episodes.map((episode) => (
              <li key={episode.slug} id={episode.slug} className="scroll-mt-24">
                <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                  {episode.cover ? (
                    <img
                      src={episode.cover.src}
                      alt={episode.cover.alt}
                      width={1200}
                      height={630}
                      loading="lazy"
                      decoding="async"
                      className="mb-4 aspect-[1200/630] w-full rounded-xl object-cover"
                    />
                  ) : null}
                  <p className="text-sm font-semibold text-indigo-700">
                    {episode.episodeNumber === 0 ? "Trailer" : `Episode ${episode.episodeNumber}`}
                  </p>
                  <h2 className="mt-1 text-xl font-semibold text-slate-900">{episode.title}</h2>
                  <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
                    <time dateTime={episode.publishedAt}>{formatPostDate(episode.publishedAt)}</time>
                    <span aria-hidden="true">·</span>
                    <span className="inline-flex items-center gap-1">
                      <Headphones aria-hidden="true" className="size-4" />
                      <time dateTime={isoDuration(episode.durationSeconds)}>
                        {episode.durationSeconds < 60
                          ? `${episode.durationSeconds} s`
                          : formatEpisodeDuration(episode.durationSeconds)}
                      </time>
                    </span>
                    {episode.guests.length > 0 ? (
                      <>
                        <span aria-hidden="true">·</span>
                        <span>With {guestLine(episode.guests)}</span>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-3 text-slate-800">{episode.summary}</p>
                  {/* biome-ignore lint/a11y/useMediaCaption: spoken-word audio; the show notes carry the content. */}
                  <audio
                    controls
                    preload="none"
                    src={episode.audioUrl}
                    aria-label={`Listen: ${episode.title}`}
                    className="mt-4 w-full"
                  />
                  <details className="mt-4">
                    <summary className="cursor-pointer font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
                      Show notes
                    </summary>
                    <Prose html={episode.showNotesHtml} className="mt-3" />
                  </details>
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
