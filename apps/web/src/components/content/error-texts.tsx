"use client";

import { createContext, type ReactNode, useContext } from "react";

/** What the error page says, translated by the server for the page's language. */
export type ErrorTexts = {
  title: string;
  text: string;
  /** The words around the incident reference in "Reference: {digest}". */
  reference: { before: string; after: string };
  retry: string;
  home: string;
  homePath: string;
};

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * Hands the error page its words: an error boundary is rendered in the browser and gets no props
 * from the server, while the layout around it does.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error("useErrorTexts needs an ErrorTextsProvider");
  return texts;
}
