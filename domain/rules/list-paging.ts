/**
 * Lists page by cursor and count their total on the first page only, up to this many rows: beyond it they say
 * "more than" instead of counting every order (a page costs the same at any size; decision 023). Kept apart from
 * the API schemas so the order list page does not load zod to read it.
 */
export const ORDER_PAGE_COUNT_CAP = 1_000;
