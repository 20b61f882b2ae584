import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

// Headers that do not depend on the page: no MIME sniffing and HTTPS only, on every answer.
const transportHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

// What a document may do: no framing, no leaking full URLs, no devices. Browsers read these on
// documents only, so the build's scripts and styles (several per page) go without their bytes.
const documentHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  {
    key: "Content-Security-Policy",
    value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ["@portal/domain"],
  // `next dev` is often opened as 127.0.0.1 rather than localhost; let its live reload connect.
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  async headers() {
    return [
      { source: "/:path*", headers: transportHeaders },
      { source: "/:path((?!_next/static/).*)", headers: documentHeaders },
    ];
  },
};

export default withNextIntl(nextConfig);
