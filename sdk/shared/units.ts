// Types that say what a number means.

/** Money, in integer đồng. */
export type Dong = number & { readonly __unit?: 'dong' };
/** A point in time, in epoch milliseconds. */
export type Timestamp = number & { readonly __unit?: 'ms' };
