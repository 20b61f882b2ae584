/** Spec section 9: the comparator holds at most 3 products. */
export const COMPARATOR_LIMIT = 3;
