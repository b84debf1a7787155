import { PostWhen } from "./post-format.tsx";
import {
  type PublishState,
  StudioPublishPanel,
  type StudioPublishPanelProps,
} from "./studio-publish-panel.tsx";

/** What the panel needs of an episode or an opening: its state, with when it went or goes live. */
type ItemPublishState = PublishState & { publishAt: string | null; publishedAt: string | null };

/** The sentences that differ between episodes and openings. */
export type PublishWords = {
  /** "episode", "opening". */
  noun: string;
  /** Where a live item is seen: "on /podcast and in search". */
  where: string;
  /** Server field names to their labels (a publish refused for an empty field). */
  fieldLabels: Record<string, string>;
};

type ItemPublishPanelProps<T> = Omit<
  StudioPublishPanelProps<T>,
  "state" | "texts" | "titleId" | "instantOf"
> & {
  state: ItemPublishState;
  words: PublishWords;
};

/** An episode's or an opening's publishing: the shared panel, its sentences built from where it is seen. */
export function ItemPublishPanel<T>({ state, words, ...rest }: ItemPublishPanelProps<T>) {
  const { noun, where } = words;
  return (
    <StudioPublishPanel
      {...rest}
      state={state}
      texts={{
        noun,
        // Both nouns so far ("episode", "opening") start with a vowel.
        aNoun: `an ${noun}`,
        status: (
          <>
            <PostWhen post={state} />.{" "}
            {state.status === "published"
              ? `Visitors find it ${where}.`
              : "Visitors do not see it until it is published."}
          </>
        ),
        publishBody: `Visitors find it ${where} at once, as it was last saved.`,
        scheduleBody: `It stays a draft until then and goes live within a minute of that time, ${where}. You can cancel it until then.`,
        unpublishBody: `Visitors no longer find it ${where}. The ${noun} and its history stay here: you can publish it again.`,
        fieldLabels: words.fieldLabels,
      }}
    />
  );
}
