import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { uploadLimits } from "./limits";
import { FileRefused } from "./refusal";

export type ZipLimits = Record<keyof (typeof uploadLimits)["zip"], number>;

/** An archive whose directory passed the limits; its entries are inflated only when read. */
export type Zip = {
  has(name: string): boolean;
  /** The entry's bytes as they inflate, refused as soon as they pass its declared size or the limit. */
  read(name: string): AsyncGenerator<Buffer>;
  close(): void;
};

const fromBuffer = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    // Sizes are checked here as the bytes come (validateEntrySizes would only speak at the end).
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

/** Every entry of the directory, refusing the archive as soon as one passes a limit. */
function entriesOf(zip: yauzl.ZipFile, limits: ZipLimits): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  return new Promise((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      const { fileName: name, uncompressedSize: size, compressedSize } = entry;
      total += size;
      if (size > limits.maxEntryBytes) return reject(new FileRefused("unsafe", `${name} declares ${size} bytes`));
      if (total > limits.maxTotalBytes)
        return reject(new FileRefused("unsafe", `the entries declare more than ${limits.maxTotalBytes} bytes`));
      if (size > limits.ratioFromBytes && size > compressedSize * limits.maxRatio) {
        return reject(new FileRefused("unsafe", `${name} inflates ${Math.round(size / Math.max(1, compressedSize))} times`));
      }
      entries.set(name, entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", (error: Error) => reject(new FileRefused("unreadable", error.message)));
    zip.readEntry();
  });
}

/**
 * Opens a zip archive from its central directory (yauzl) and checks it before anything is inflated:
 * number of entries, declared uncompressed size of each and of all, compression ratio. Reading an
 * entry counts the bytes as they inflate and stops past its declared size, so a directory that lies
 * about sizes is caught too.
 */
export async function openZip(bytes: Uint8Array, limits: ZipLimits = uploadLimits.zip): Promise<Zip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    throw new FileRefused("unreadable", (error as Error).message);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new FileRefused("unsafe", `${zip.entryCount} entries`);
  }
  const entries = await entriesOf(zip, limits).catch((error: unknown) => {
    zip.close();
    throw error;
  });

  async function* read(name: string): AsyncGenerator<Buffer> {
    const entry = entries.get(name);
    if (!entry) throw new FileRefused("unreadable", `no ${name} in the archive`);
    if (entry.isEncrypted()) throw new FileRefused("unreadable", `${name} is encrypted`);
    const stream = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, opened) => (error ? reject(new FileRefused("unreadable", error.message)) : resolve(opened))),
    );
    let inflated = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        if (inflated > entry.uncompressedSize)
          throw new FileRefused("unsafe", `${name} inflates past its declared ${entry.uncompressedSize} bytes`);
        yield chunk;
      }
    } catch (error) {
      if (error instanceof FileRefused) throw error;
      throw new FileRefused("unreadable", (error as Error).message);
    } finally {
      stream.destroy();
    }
  }

  return { has: (name) => entries.has(name), read, close: () => zip.close() };
}
