import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { type FileStore, isValidFileKey } from "@portal/domain/files/file-store";
import type { Config } from "./config";

function checkedKey(key: string) {
  if (!isValidFileKey(key)) throw new Error(`invalid file key: ${key}`);
  return key;
}

/** The embedded default file store: a folder under DATA_DIR. */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

export type S3Settings = NonNullable<Config["s3"]>;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * Any S3-compatible object store (AWS S3, MinIO, Ceph, Garage, Scaleway...): keys are object keys
 * of one bucket. Without explicit keys the SDK's usual credential chain applies (environment,
 * instance role).
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

/** The object store when one is configured, else the folder under DATA_DIR. */
export function createFileStore(config: Pick<Config, "dataDir" | "s3">): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(join(config.dataDir, "files"));
}
