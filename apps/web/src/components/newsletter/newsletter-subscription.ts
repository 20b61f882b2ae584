import { zodResolver } from "@hookform/resolvers/zod";
import {
  type NewsletterSubscriptionInput,
  type NewsletterSubscriptionRequest,
  newsletterSubscriptionRequestSchema,
  newsletterSubscriptionResultSchema,
} from "@portal/domain/newsletter/schemas";
import type { Resolver } from "react-hook-form";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorMap } from "@/lib/forms/field-messages";

/**
 * The newsletter box's check and call, with the schema library: the box sits in the footer of
 * every page, so this part loads when someone starts typing an address, not with the page.
 */
export const subscriptionResolver: Resolver<NewsletterSubscriptionInput, unknown, NewsletterSubscriptionRequest> = zodResolver(
  newsletterSubscriptionRequestSchema,
  { error: fieldErrorMap },
);

export function subscribe(email: string, localeCode: string) {
  return apiRequest("/api/v2/shop/newsletter-subscriptions", {
    method: "POST",
    body: { email, localeCode },
    schema: newsletterSubscriptionResultSchema,
  });
}
