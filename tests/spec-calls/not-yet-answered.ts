// Calls of SPEC_CALLS that no route answers yet, each with the issue that builds it.
// A call that gets a route must leave this list (the coverage test says so); it never grows.
export const NOT_YET_ANSWERED: Readonly<Record<string, number>> = {
};
