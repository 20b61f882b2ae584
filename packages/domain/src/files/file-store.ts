/**
 * Where files (product images, documents, invoices, photos) are kept: a local folder by default,
 * S3-compatible object storage in production. Keys are relative paths like `products/manuals/x.pdf`.
 */
export type FileStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when no file has that key. */
  get(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
};

const KEY_SHAPE = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys never climb out of the store: lowercase path segments, no `..`, no leading slash. */
export function isValidFileKey(key: string): boolean {
  return key.length <= 200 && KEY_SHAPE.test(key) && !key.split("/").some((segment) => segment === ".." || segment === ".");
}
