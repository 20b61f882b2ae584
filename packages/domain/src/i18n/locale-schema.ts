import { z } from "zod";
import { locales } from "./locales";

/** Kept apart from the plain list so browser code can import locales without zod. */
export const localeSchema = z.enum(locales);
