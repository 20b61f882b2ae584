/** Where a subscriber stands: waiting for the link to be followed, receiving the newsletter, or out of it. */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** Where the consent was given: the footer box, the registration form, an invitation, or the account page. */
export const consentSources = ["footer", "registration", "invitation", "account"] as const;
export type ConsentSource = (typeof consentSources)[number];

/** What a request to subscribe an address does, given where the address stands (null: never seen). */
export type SubscribeOutcome = "already_subscribed" | "send_confirmation";

export function subscribeOutcome(current: SubscriberStatus | null): SubscribeOutcome {
  // A pending address gets its link again; an unsubscribed one starts a new double opt-in.
  return current === "confirmed" ? "already_subscribed" : "send_confirmation";
}

const transitions: Record<SubscriberStatus, readonly SubscriberStatus[]> = {
  pending: ["confirmed", "unsubscribed"],
  confirmed: ["unsubscribed"],
  unsubscribed: ["pending", "confirmed"],
};

export function canTransition(from: SubscriberStatus, to: SubscriberStatus): boolean {
  return transitions[from].includes(to);
}

/** How long a confirmation link stays valid. */
export const CONFIRMATION_TTL_DAYS = 7;

/** The two actions the links of the e-mails lead to, on the home page (`?newsletter=confirm&token=…`). */
export const newsletterLinkActions = ["confirm", "unsubscribe"] as const;
export type NewsletterLinkAction = (typeof newsletterLinkActions)[number];
