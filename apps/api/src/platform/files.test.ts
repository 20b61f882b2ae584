import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FileStore } from "@portal/domain/files/file-store";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createFileStore, createLocalFileStore, createS3FileStore } from "./files";

/** What every store does, whichever holds the bytes. */
function behavesAsAFileStore(name: string, open: () => FileStore) {
  describe(name, () => {
    it("keeps bytes by key and answers null for a missing one", async () => {
      const store = open();
      const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255, 1]);
      await store.put("warranty/12/abc.pdf", bytes);
      expect(await store.get("warranty/12/abc.pdf")).toEqual(bytes);
      expect(await store.exists("warranty/12/abc.pdf")).toBe(true);
      expect(await store.get("warranty/12/missing.pdf")).toBeNull();
      expect(await store.exists("warranty/12/missing.pdf")).toBe(false);
    });

    it("replaces the bytes of a key written again", async () => {
      const store = open();
      await store.put("machines/1/x.png", new Uint8Array([1]));
      await store.put("machines/1/x.png", new Uint8Array([2, 3]));
      expect(await store.get("machines/1/x.png")).toEqual(new Uint8Array([2, 3]));
    });

    it("refuses keys that climb out", async () => {
      const store = open();
      await expect(store.put("../escape.txt", new Uint8Array([1]))).rejects.toThrow(/invalid file key/);
      await expect(store.get("a/../../b")).rejects.toThrow(/invalid file key/);
    });
  });
}

behavesAsAFileStore("local file store", () => createLocalFileStore(mkdtempSync(join(tmpdir(), "files-"))));

// A real S3-compatible server on a free port, with a bucket of its own.
let s3: S3rver;
let endpoint = "";
beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "s3rver-")),
    configureBuckets: [{ name: "portal-files", configs: [] }],
  });
  const { port } = (await s3.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => s3.close());

const s3Settings = () => ({
  bucket: "portal-files",
  endpoint,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
});

behavesAsAFileStore("S3-compatible file store", () => createS3FileStore(s3Settings()));

describe("choosing the file store", () => {
  it("uses the object store when a bucket is configured, the folder otherwise", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "portal-"));
    const base = { DATA_DIR: dataDir, JWT_SECRET: "x".repeat(40), PAYMENT_WEBHOOK_SECRET: "y".repeat(40) };
    const withS3 = loadConfig({
      ...base,
      S3_BUCKET: "portal-files",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    expect(withS3.s3?.forcePathStyle).toBe(true);
    await createFileStore(withS3).put("docs/a.pdf", new Uint8Array([7]));
    expect(await createS3FileStore(s3Settings()).get("docs/a.pdf")).toEqual(new Uint8Array([7]));
    expect(await createLocalFileStore(join(dataDir, "files")).exists("docs/a.pdf")).toBe(false);

    const local = loadConfig(base);
    expect(local.s3).toBeUndefined();
    await createFileStore(local).put("docs/b.pdf", new Uint8Array([8]));
    expect(await createLocalFileStore(join(dataDir, "files")).get("docs/b.pdf")).toEqual(new Uint8Array([8]));
  });
});
