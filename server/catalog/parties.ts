import { type LocalText, t } from '../../domain/catalog';

/** Every name here is fictional; the figures on these pages are demo data. */
export const BROKER = {
  ownAgentName: t('北京华远保险经纪有限公司', 'Beijing Huayuan Insurance Brokers Co., Ltd.'),
  corporationName: t('华远保险经纪在线投保平台', 'Huayuan online insurance platform'),
  licence: '260797000000800',
  email: 'service@huayuan-broker.example.cn',
};

export interface Insurer {
  readonly code: string;
  readonly name: LocalText;
  readonly hotline: string;
  readonly hotlineHours: LocalText;
  /** A second, 24-hour line for rescue abroad (travel underwriters). */
  readonly rescueLine?: string;
  readonly claimsAddress: LocalText;
  readonly cooperation: { readonly start: string; readonly end: string };
}

const ALL_DAY = t('7×24小时', '24 hours a day, 7 days a week');
const OFFICE_HOURS = t('每日8:00-21:30', 'daily 8:00-21:30');

function insurer(code: string, name: LocalText, hotline: string, city: LocalText, extra: Partial<Insurer> = {}): Insurer {
  return {
    code,
    name,
    hotline,
    hotlineHours: ALL_DAY,
    claimsAddress: t(`${city.zh}理赔中心（邮编以保单载明为准）`, `Claims centre, ${city.en} (postcode as on the policy)`),
    cooperation: { start: '2023-01-01', end: '2026-12-31' },
    ...extra,
  };
}

export const INSURERS = {
  anshun: insurer('anshun', t('安顺财产保险股份有限公司', 'Anshun Property & Casualty Insurance Co., Ltd.'), '400-610-1818', t('上海市', 'Shanghai')),
  taian: insurer('taian', t('泰安财产保险股份有限公司', "Tai'an Property & Casualty Insurance Co., Ltd."), '400-650-9595', t('济南市', 'Jinan')),
  taipu: insurer('taipu', t('太普财产保险股份有限公司', 'Taipu Property & Casualty Insurance Co., Ltd.'), '400-886-5500', t('上海市', 'Shanghai')),
  taikai: insurer('taikai', t('泰恺人寿保险股份有限公司', 'Taikai Life Insurance Co., Ltd.'), '400-818-9522', t('北京市', 'Beijing')),
  ruisheng: insurer('ruisheng', t('瑞盛人寿保险有限公司', 'Ruisheng Life Insurance Co., Ltd.'), '400-820-7799', t('深圳市', 'Shenzhen')),
  pinghe: insurer('pinghe', t('平和财产保险股份有限公司', 'Pinghe Property & Casualty Insurance Co., Ltd.'), '400-886-6363', t('深圳市', 'Shenzhen')),
  huaan: insurer('huaan', t('华岸财产保险股份有限公司', 'Huaan Coast Property & Casualty Insurance Co., Ltd.'), '400-860-0055', t('深圳市', 'Shenzhen')),
  yongtong: insurer('yongtong', t('永通财产保险股份有限公司', 'Yongtong Property & Casualty Insurance Co., Ltd.'), '400-826-6699', t('北京市', 'Beijing')),
  yizhong: insurer('yizhong', t('益众财产保险股份有限公司', 'Yizhong Property & Casualty Insurance Co., Ltd.'), '400-818-2288', t('杭州市', 'Hangzhou')),
  meirui: insurer('meirui', t('美瑞财产保险股份有限公司', 'Meirui Property & Casualty Insurance Co., Ltd.'), '400-887-5656', t('广州市', 'Guangzhou')),
  dongbao: insurer('dongbao', t('东保财产保险股份有限公司', 'Dongbao Property & Casualty Insurance Co., Ltd.'), '400-811-3939', t('沈阳市', 'Shenyang')),
  guofu: insurer('guofu', t('国孚财产保险股份有限公司', 'Guofu Property & Casualty Insurance Co., Ltd.'), '400-870-6060', t('南京市', 'Nanjing')),
  zhongli: insurer('zhongli', t('中利财产保险股份有限公司', 'Zhongli Property & Casualty Insurance Co., Ltd.'), '400-880-1515', t('北京市', 'Beijing')),
  guanyu: insurer('guanyu', t('冠宇健康保险股份有限公司', 'Guanyu Health Insurance Co., Ltd.'), '400-808-3636', t('上海市', 'Shanghai')),
  zhonghong: insurer('zhonghong', t('众鸿人寿保险有限公司', 'Zhonghong Life Insurance Co., Ltd.'), '400-821-6868', t('上海市', 'Shanghai')),
  zhongrui: insurer('zhongrui', t('中瑞人寿保险有限公司', 'Zhongrui Life Insurance Co., Ltd.'), '400-816-8080', t('北京市', 'Beijing')),
  ruihe: insurer('ruihe', t('瑞和财产保险股份有限公司', 'Ruihe Property & Casualty Insurance Co., Ltd.'), '95550', t('上海市', 'Shanghai'), {
    hotlineHours: OFFICE_HOURS,
    rescueLine: '+86-21-6888-9550',
  }),
  huiyin: insurer('huiyin', t('汇银财产保险有限公司', 'Huiyin Property & Casualty Insurance Co., Ltd.'), '400-669-5566', t('北京市', 'Beijing'), {
    rescueLine: '+86-10-6591-2266',
  }),
  huaou: insurer('huaou', t('华欧财产保险有限公司', 'Sino-Euro Property & Casualty Insurance Co., Ltd.'), '950610', t('广州市', 'Guangzhou'), {
    rescueLine: '+86-20-3839-0610',
  }),
  zhongxin: insurer('zhongxin', t('众信相互保险社', 'Zhongxin Mutual Insurance Society'), '400-920-5858', t('上海市', 'Shanghai'), {
    rescueLine: '+86-21-5058-5858',
  }),
} satisfies Record<string, Insurer>;

export type InsurerCode = keyof typeof INSURERS;

/** "Underwritten by X" as the product page shows it. */
export function underwriterLine(insurer: Insurer): LocalText {
  return t(`本产品由${insurer.name.zh}承保`, `Underwritten by ${insurer.name.en}`);
}
