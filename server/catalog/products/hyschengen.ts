import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { SCHENGEN_DESTINATION, travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'hyschengen',
  name: t('申根签证旅行保险', 'Schengen Visa Travel Insurance'),
  insurer: 'huiyin',
  saleText: t('银行系保险公司承保，单次1-366天，签证中心认可的申根保单。', 'From a bank-owned insurer: single trips of 1-366 days, accepted by visa centres.'),
  tags: [t('申根签证', 'Schengen visa'), t('银行系承保', 'Bank-owned insurer')],
  highlights: [t('境外医疗30万-50万元，满足3万欧元要求。', 'Medical abroad CNY 300,000-500,000, meeting the EUR 30,000 rule.')],
  ageRule: TRAVEL_AGES.bankSchengen,
  destination: SCHENGEN_DESTINATION,
  plans: [
    { planCode: 'standard', planName: t('申根标准计划', 'Schengen Standard'), tripType: 'single', maxTripDays: 366, schengen: true, adultYuan: 55, cover: { medicalFen: wan(30), evacuationFen: wan(30), deathFen: wan(20) } },
    { planCode: 'plus', planName: t('申根优选计划', 'Schengen Plus'), tripType: 'single', maxTripDays: 366, schengen: true, adultYuan: 85, cover: { medicalFen: wan(50), evacuationFen: wan(50), deathFen: wan(50), delayFen: yuan(500) } },
  ],
});
