/** A name as the index keeps it: lower case, without spaces, brackets or punctuation (（北京）and (北京) match). */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');
}

/** Characters and adjacent pairs of a name: the keyword index's terms. */
export function nameTerms(name: string): string[] {
  const characters = Array.from(normaliseName(name));
  const pairs = characters.slice(1).map((character, index) => characters[index] + character);
  return [...new Set([...characters, ...pairs])];
}

/** The terms a keyword is looked up by: its pairs (every one must match), or its one character. */
export function keywordTerms(keyword: string): string[] {
  const characters = Array.from(normaliseName(keyword));
  if (characters.length <= 1) return characters;
  return [...new Set(characters.slice(1).map((character, index) => characters[index] + character))];
}
