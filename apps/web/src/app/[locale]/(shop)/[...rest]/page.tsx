import { notFound } from "next/navigation";

/** Any address no route answers: the localized 404 page, with its status. */
export default function UnknownPage(): never {
  notFound();
}
