import { crc32 } from "node:zlib";

// Files a student might hand in with an assignment, built byte by byte so tests know exactly what the
// server sees: a small valid PDF, a ZIP archive (stored entries, real CRCs and central directory), a Jupyter
// notebook, and things that only look like them.

/** A one-page PDF; `padding` bytes of a comment make it as large as a test needs. */
export function samplePdf(padding = 0): Buffer {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    `%${"x".repeat(padding)}`,
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n");
  return Buffer.from(body, "latin1");
}

/** A ZIP archive of these entries, stored without compression. */
export function sampleZip(entries: Record<string, string> = { "README.md": "# Project\n" }): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(text, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Jupyter notebook (nbformat 4). */
export function sampleNotebook(): Buffer {
  return Buffer.from(
    JSON.stringify({
      cells: [
        { cell_type: "code", source: ["print('hello')"], metadata: {}, outputs: [], execution_count: 1 },
      ],
      metadata: { kernelspec: { name: "python3", display_name: "Python 3", language: "python" } },
      nbformat: 4,
      nbformat_minor: 5,
    }),
    "utf8",
  );
}

/** The first bytes of a Windows executable: what an ".exe renamed .pdf" is. */
export function sampleExe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write("MZ", 0, "latin1");
  bytes.write("This program cannot be run in DOS mode.", 78, "latin1");
  return bytes;
}
