/** Deposit banks by their CNAPS bank code (the first three digits of a branch's 12-digit code). */
export const BANKS: readonly { bankCode: string; bankName: string }[] = [
  { bankCode: '102', bankName: '中国工商银行' },
  { bankCode: '103', bankName: '中国农业银行' },
  { bankCode: '104', bankName: '中国银行' },
  { bankCode: '105', bankName: '中国建设银行' },
  { bankCode: '301', bankName: '交通银行' },
  { bankCode: '302', bankName: '中信银行' },
  { bankCode: '303', bankName: '中国光大银行' },
  { bankCode: '304', bankName: '华夏银行' },
  { bankCode: '305', bankName: '中国民生银行' },
  { bankCode: '306', bankName: '广发银行' },
  { bankCode: '307', bankName: '平安银行' },
  { bankCode: '308', bankName: '招商银行' },
  { bankCode: '309', bankName: '兴业银行' },
  { bankCode: '310', bankName: '上海浦东发展银行' },
  { bankCode: '403', bankName: '中国邮政储蓄银行' },
];

export const ACCOUNT_TYPE_NAMES: readonly { code: string; name: string }[] = [
  { code: '1', name: '对公账户' },
  { code: '2', name: '个人账户' },
];

export function findBanks(keyword: string | undefined) {
  return keyword ? BANKS.filter((bank) => bank.bankCode.includes(keyword) || bank.bankName.includes(keyword)) : [...BANKS];
}

/** A bank by its name as people write it: in full, without 中国 (工商银行), or as a branch (招商银行深圳南山支行). */
export function bankByName(name: string) {
  const short = (bankName: string) => (bankName.length > 4 ? bankName.replace(/^中国/, '') : bankName);
  return BANKS.find((bank) => bank.bankName === name || short(bank.bankName) === name) ?? BANKS.find((bank) => name.startsWith(bank.bankName) || name.startsWith(short(bank.bankName)));
}
