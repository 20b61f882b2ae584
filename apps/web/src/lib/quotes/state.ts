import type { ErrorCode } from "@portal/domain/errors/codes";

/*
 * Spec section 4. A quote request's status per cart token: unset until asked, then true or false;
 * success remembers the quote's number. The transform error is cleared (null) when a transform
 * starts and set to an empty string when it succeeds, to a code when it fails.
 */

export type QuoteRequests = Readonly<Record<string, { ok: boolean; number: string | null }>>;

export type QuoteRequestEvent =
  | { type: "succeeded"; cartToken: string; number: string }
  | { type: "failed"; cartToken: string }
  | { type: "reset"; cartToken: string };

export function quoteRequests(state: QuoteRequests, event: QuoteRequestEvent): QuoteRequests {
  switch (event.type) {
    case "succeeded":
      return { ...state, [event.cartToken]: { ok: true, number: event.number } };
    case "failed":
      return { ...state, [event.cartToken]: { ok: false, number: null } };
    case "reset": {
      const { [event.cartToken]: _dropped, ...rest } = state;
      return rest;
    }
  }
}

/** Unset (undefined), true or false. */
export const requestStatusOf = (state: QuoteRequests, cartToken: string): boolean | undefined => state[cartToken]?.ok;

export type TransformError = ErrorCode | "" | null;

export type TransformEvent = { type: "started" } | { type: "succeeded" } | { type: "failed"; status: number; code: ErrorCode };

export function transformError(_state: TransformError, event: TransformEvent): TransformError {
  switch (event.type) {
    case "started":
      return null;
    case "succeeded":
      return "";
    case "failed":
      return transformFailureCode(event.status, event.code);
  }
}

/** Spec section 8: by status, 404 an unknown variant, 422 an undefined price, any other a transform error; the API's own quote and cart codes say more. */
export function transformFailureCode(status: number, code: ErrorCode): ErrorCode {
  if (code.startsWith("quote.") || code === "cart.locked") return code;
  if (status === 404) return "quote.unknown_variant";
  if (status === 422) return "quote.undefined_price";
  return "quote.transform_failed";
}
