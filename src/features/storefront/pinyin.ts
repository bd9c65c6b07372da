/** English (passport) name and pinyin of a Chinese name; pinyin-pro (146 KB) loads only when first needed. */
export async function romanise(chineseName: string): Promise<{ enName: string; pinyin: string } | null> {
  const name = chineseName.replace(/\s/g, '');
  if (!/^\p{Script=Han}+$/u.test(name)) return null;
  const { pinyin } = await import('pinyin-pro');
  const syllables = pinyin(name, { toneType: 'none', type: 'array', surname: 'head' });
  // Passports write the surname, then the given name as one word: 王小明 -> WANG XIAOMING.
  const [surname, ...given] = syllables;
  const enName = [surname, given.join('')].filter(Boolean).join(' ').toUpperCase();
  return { enName, pinyin: syllables.join(' ') };
}
