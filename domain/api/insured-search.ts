// The one search box of a policy's list of insureds, apart from the schemas so the client's pages load no zod for it.

/** The last four characters of an ID number, as an agent reads them off a card or a staff list. */
export const ID_NUMBER_TAIL = /^[0-9Xx]{4}$/;

/** What an agent typed: four digits (or X) are the end of an ID number, anything else a whole name. */
export function insuredSearch(typed: string): { insuredName?: string; idNumberTail?: string } {
  const text = typed.trim();
  if (!text) return {};
  return ID_NUMBER_TAIL.test(text) ? { idNumberTail: text.toUpperCase() } : { insuredName: text };
}
