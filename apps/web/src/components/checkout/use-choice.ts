"use client";

import { useCallback, useRef, useState } from "react";

/**
 * A radio group saved as soon as it changes: shows the value being saved, then the saved one.
 * Choices run one after another (the cart's queue), so only the last one clears the pending value;
 * a refused choice falls back to what the API holds.
 */
export function useChoice<T>(saved: T) {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  const latest = useRef(0);

  const choose = useCallback(async (value: T, run: () => Promise<boolean>) => {
    const call = ++latest.current;
    setPending({ value });
    const ok = await run();
    if (call === latest.current) setPending(null);
    return ok;
  }, []);

  return { value: pending ? pending.value : saved, busy: pending !== null, choose };
}
