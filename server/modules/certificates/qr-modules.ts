import qrcode from "qrcode-generator";

/**
 * The dark modules of the QR code for `text`, row by row: error correction M (a printed page survives a crease
 * or a smudge), the smallest version that holds the text.
 */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}
