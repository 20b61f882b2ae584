import { PageLoading } from "@/components/ui/page-loading";

export default function LoginLoading() {
  return <PageLoading />;
}
