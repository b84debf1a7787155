import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

// The certificate's typefaces, embedded in every PDF so that it prints and renders the same everywhere:
// IBM Plex Sans for the text and Playfair Display for the recipient's name (both SIL Open Font License,
// shipped as TTF by the @expo-google-fonts packages; embedding a subset in a document is what the licence
// allows). Inter and Source Sans 3 were tried first: pdf-lib's subsetter drops most of their glyphs.
// Read once per process.

const require = createRequire(import.meta.url);
const files = {
  regular: "@expo-google-fonts/ibm-plex-sans/400Regular/IBMPlexSans_400Regular.ttf",
  medium: "@expo-google-fonts/ibm-plex-sans/500Medium/IBMPlexSans_500Medium.ttf",
  semiBold: "@expo-google-fonts/ibm-plex-sans/600SemiBold/IBMPlexSans_600SemiBold.ttf",
  bold: "@expo-google-fonts/ibm-plex-sans/700Bold/IBMPlexSans_700Bold.ttf",
  display: "@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf",
} as const;

export type CertificateFontName = keyof typeof files;
export type CertificateFontFiles = Record<CertificateFontName, Uint8Array>;

let loading: Promise<CertificateFontFiles> | undefined;

export function certificateFonts(): Promise<CertificateFontFiles> {
  loading ??= (async () => {
    const entries = await Promise.all(
      Object.entries(files).map(
        async ([name, file]) => [name, await readFile(require.resolve(file))] as const,
      ),
    );
    return Object.fromEntries(entries) as unknown as CertificateFontFiles;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
