import sharp from "sharp";
import { AppError } from "../errors";

/** Pixels a photo may have: a 48-megapixel phone picture passes, a decompression bomb does not. */
const MAX_PIXELS = 50_000_000;

/**
 * A photo re-encoded without its metadata: EXIF (camera, owner, GPS position), XMP, IPTC and
 * comments go, the orientation they held is applied to the pixels first so nothing turns sideways.
 * An image the library cannot decode is refused rather than stored as it came.
 */
export async function withoutMetadata(kind: "png" | "jpeg", bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    return kind === "png" ? await image.png().toBuffer() : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch (error) {
    throw new AppError("upload.unsafe", { detail: (error as Error).message });
  }
}
