import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { createProxy } from "./lib/proxy/create-proxy";

export const proxy = createProxy(createMiddleware(routing));

export const config = {
  // Pages and the API; not Next's own files nor anything with a file extension (icons, robots.txt).
  matcher: ["/api/:path*", "/((?!api/|_next/|_vercel/|.*\\..*).*)"],
};
