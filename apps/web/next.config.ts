import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { documentHeaders, transportHeaders } from "./src/lib/proxy/security-headers";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  // Messages are compiled when the app is built: pages format them without shipping a message parser.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ["@portal/domain"],
  // `next dev` is often opened as 127.0.0.1 rather than localhost; let its live reload connect.
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  async headers() {
    return [
      { source: "/:path*", headers: transportHeaders },
      // Documents only: the build's scripts and styles (several per page) go without their bytes.
      // The Content-Security-Policy carries a nonce per page: the proxy sends it.
      { source: "/:path((?!_next/static/).*)", headers: documentHeaders },
    ];
  },
};

export default withNextIntl(nextConfig);
