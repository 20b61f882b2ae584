import type { ReactNode } from "react";
import "@/styles/global.css";

// The document (<html lang>) is rendered per language in [locale]/layout.tsx; this root only
// exists so that app/not-found.tsx can answer paths outside any language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
