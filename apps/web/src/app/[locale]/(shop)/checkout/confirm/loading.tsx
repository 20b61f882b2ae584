import { PageLoading } from "@/components/ui/page-loading";

export default function ConfirmationLoading() {
  return <PageLoading />;
}
