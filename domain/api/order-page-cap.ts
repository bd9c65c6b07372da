/** The order list counts at most this many (past it, the pager shows the pages seen so far): a page costs the same however many orders there are. Kept apart from the schemas so /order loads no zod. */
export const ORDER_PAGE_COUNT_CAP = 1_000;
