import type { SaveOrderRequest } from '../../../domain/api/order';
import { addDays, fictionalIdNumber, todayInBeijing } from '../../../domain/validators';

/** A valid Schengen travel order of fictional people, for tests and benches; `seq` varies the holder. */
export function travelOrderRequest(seq = 1, overrides: Partial<SaveOrderRequest['salPolicy']> = {}): SaveOrderRequest {
  const start = addDays(todayInBeijing(), 10);
  const holderId = fictionalIdNumber('310104', '1985-03-12', 100 + (seq % 800));
  return {
    salPolicy: { productCode: 'hoschengen', planCode: 'single', startDate: start, endDate: addDays(start, 13), visaCity: '上海', totalPremium: '0.01', ...overrides },
    salPolicyHolder: {
      holderType: 'I',
      holderName: '测试投保人',
      holderIdType: '1',
      holderIdNumber: holderId,
      holderPhone: `139${String(10_000_000 + seq).slice(-8)}`,
      holderEmail: `holder${seq}@example.com`,
    },
    salInsuredList: [
      { name: '测试 投保人', idType: '1', idNumber: holderId.toLowerCase(), relationship: '1' },
      { name: '测试子女', idType: '1', idNumber: fictionalIdNumber('310104', '2015-09-01', 2 * (seq % 500)), relationship: '3' },
    ],
    // The storefront's declarations, which every travel save needs.
    salPolicyExt: { travel: { applyFor: 'others', destinations: ['FR', 'DE'], departsFromMainland: true, insureds: [] } },
  };
}
