import type { ImgHTMLAttributes } from "react";
import { preload as preloadResource } from "react-dom";

type PlainImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Fetched first and at once: the picture that opens the page. */
  preload?: boolean;
};

/**
 * A picture sent as it is stored: the portal's images are SVG and ready-sized pictures that need
 * no resizing service. Same markup as next/image with `unoptimized` (lazy unless preloaded), without
 * the browser code next/image would add to every page that shows one.
 */
export function PlainImage({ src, alt, preload = false, loading, ...props }: PlainImageProps) {
  if (preload) preloadResource(src, { as: "image" });
  return (
    // biome-ignore lint/performance/noImgElement: next/image has nothing to optimize here and would ship its client code.
    <img src={src} alt={alt} decoding="async" loading={preload ? loading : (loading ?? "lazy")} {...props} />
  );
}
