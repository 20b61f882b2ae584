import { notFound } from "next/navigation";

/** The "not found" page answers like any missing page: the localized 404 view with its status. */
export default function NotFoundPage(): never {
  notFound();
}
