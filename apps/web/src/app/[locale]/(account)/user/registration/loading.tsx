import { PageLoading } from "@/components/ui/page-loading";

export default function RegistrationLoading() {
  return <PageLoading />;
}
