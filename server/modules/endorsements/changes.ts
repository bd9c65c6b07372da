/** What a correction changes, as stored: contact values encrypted (and masked for display), insureds by blind index. */
export interface StoredChanges {
  contact?: { phoneEnc?: string; phoneBidx?: string; phoneMasked?: string; emailEnc?: string; emailMasked?: string; address?: string };
  insureds?: { bidx: string; idMasked: string; name?: string; occupationName?: string }[];
}

/** The changes in the words the answer and the PDF show. */
export function correctionTexts(changes: unknown): string[] {
  const stored = (changes ?? {}) as StoredChanges;
  const contact = stored.contact;
  const texts: string[] = [];
  if (contact?.phoneMasked) texts.push(`投保人联系电话变更为 ${contact.phoneMasked}`);
  if (contact?.emailMasked) texts.push(`投保人电子邮箱变更为 ${contact.emailMasked}`);
  if (contact?.address) texts.push(`投保人地址变更为 ${contact.address}`);
  for (const insured of stored.insureds ?? []) {
    const parts = [insured.name && `姓名更正为 ${insured.name}`, insured.occupationName && `职业名称更正为 ${insured.occupationName}`].filter(Boolean);
    texts.push(`被保险人 ${insured.idMasked}：${parts.join('，')}`);
  }
  return texts;
}
