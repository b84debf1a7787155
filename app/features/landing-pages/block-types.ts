import type { ReactNode } from "react";
import type { ViewBlock } from "#contracts/landing-page-view.ts";

export type ViewBlockType = ViewBlock["type"];
export type ViewBlockOf<T extends ViewBlockType> = Extract<ViewBlock, { type: T }>;

/**
 * What every block component gets: the block's props as the server drew them, and whether the block's
 * heading is the page's h1 (only the first Hero's is; every other block heading is an h2).
 */
export type BlockComponentProps<T extends ViewBlockType> = {
  props: ViewBlockOf<T>["props"];
  pageHeading: boolean;
};

export type BlockComponent<T extends ViewBlockType> = (args: BlockComponentProps<T>) => ReactNode;
