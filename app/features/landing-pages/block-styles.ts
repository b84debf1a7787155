// The public site's button and link looks (home page, content pages, course page), shared by the blocks.

const focus = "focus-visible:outline-2 focus-visible:outline-offset-2";

/** The main call to action on a light background. */
export const primaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 ${focus} focus-visible:outline-indigo-600`;

/** The main call to action on a dark or indigo background. */
export const onDarkButtonClass = `inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-indigo-900 shadow-sm hover:bg-indigo-50 ${focus} focus-visible:outline-white`;

/** A link inside text. */
export const textLinkClass = "font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900";
