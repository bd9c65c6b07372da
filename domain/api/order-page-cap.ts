/** The order list counts at most this many (then shows "1000+"): a page costs the same however many orders there are. Kept apart from the schemas so /order loads no zod. */
export const ORDER_PAGE_COUNT_CAP = 1_000;
