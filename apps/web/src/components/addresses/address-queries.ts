"use client";

import { countrySchema } from "@portal/domain/accounts/schemas";
import { type AddressBook, addressBookSchema } from "@portal/domain/addresses/schemas";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { z } from "zod";
import { apiRequest } from "@/lib/api/client";

/** The active company's address book; forms invalidate it after each change. */
export const addressBookQueryKey = ["address-book"] as const;

export function useAddressBook(initialBook?: AddressBook) {
  return useQuery({
    queryKey: addressBookQueryKey,
    queryFn: async () => {
      const result = await apiRequest("/api/v2/shop/addresses", { schema: addressBookSchema });
      if (!result.ok) throw new Error(result.code);
      return result.data;
    },
    initialData: initialBook,
  });
}

const countryListSchema = z.array(countrySchema);

/** Countries in the page's language; names differ per locale, hence the key. */
export function useCountries() {
  const locale = useLocale();
  return useQuery({
    queryKey: ["countries", locale],
    queryFn: async () => {
      const result = await apiRequest("/api/v2/shop/countries?pagination=false", { schema: countryListSchema });
      if (!result.ok) throw new Error(result.code);
      return result.data;
    },
    // The list changes with a deployment, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
