import { PageLoading } from "@/components/ui/page-loading";

/**
 * The customer area's placeholder while a page loads. The page of one record (an order, a quote, a
 * machine, a warranty claim) stays outside this group: under a loading boundary the page starts
 * streaming before it knows the record exists, and an unknown one would get the 404 page with
 * status 200 instead of 404.
 */
export default function CustomerAreaLoading() {
  return <PageLoading variant="panel" />;
}
