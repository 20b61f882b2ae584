import { PageLoading } from "@/components/ui/page-loading";

export default function CustomerAreaLoading() {
  return <PageLoading variant="panel" />;
}
