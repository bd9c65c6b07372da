import { describe, expect, it } from 'vitest';
import { romanise } from '../reference';
import { translateAddress } from './address-english';

// Written by hand, as a consulate or courier would want each address on an envelope.
const TABLE: readonly [string, string][] = [
  ['广东省深圳市南山区科技园南路88号阳光花园5栋2单元1203室 518057', 'Room 1203, Unit 2, Building 5, Yangguang Garden, No. 88 Kejiyuan South Road, Nanshan District, Shenzhen, Guangdong 518057, China'],
  ['北京市朝阳区建国路88号9号楼1801室', 'Room 1801, Building 9, No. 88 Jianguo Road, Chaoyang District, Beijing, China'],
  ['上海市浦东新区张江镇祖冲之路2288弄3号', 'No. 3, Lane 2288, Zuchongzhi Road, Zhangjiang Town, Pudong New Area, Shanghai, China'],
  ['江苏省苏州市昆山市花桥镇光明路168号 215332', 'No. 168 Guangming Road, Huaqiao Town, Kunshan City, Suzhou, Jiangsu 215332, China'],
  ['浙江省杭州市西湖区文三路478号华星时代广场A座1502室', 'Room 1502, Block A, Huaxingshidai Plaza, No. 478 Wensan Road, Xihu District, Hangzhou, Zhejiang, China'],
  ['湖南省长沙市望城区乔口镇团头湖村3组 410217', 'Group 3, Tuantouhu Village, Qiaokou Town, Wangcheng District, Changsha, Hunan 410217, China'],
  ['重庆市渝中区民族路188号 400010', 'No. 188 Minzu Road, Yuzhong District, Chongqing 400010, China'],
  ['天津市和平区南京路219号', 'No. 219 Nanjing Road, Heping District, Tianjin, China'],
  ['杭州市西湖区文三路478号', 'No. 478 Wensan Road, Xihu District, Hangzhou, Zhejiang, China'],
  ['广东深圳南山区南海大道1088号', 'No. 1088 Nanhai Avenue, Nanshan District, Shenzhen, Guangdong, China'],
  ['陕西省西安市雁塔区长安南路88号', "No. 88 Chang'an South Road, Yanta District, Xi'an, Shaanxi, China"],
  ['广西壮族自治区南宁市青秀区民族大道100号', 'No. 100 Minzu Avenue, Qingxiu District, Nanning, Guangxi, China'],
  ['内蒙古自治区呼和浩特市新城区新华大街1号', 'No. 1 Xinhua Street, Xincheng District, Hohhot, Inner Mongolia, China'],
  ['河北省保定市涞水县三坡镇苟各庄村', 'Gougezhuang Village, Sanpo Town, Laishui County, Baoding, Hebei, China'],
  ['邮编：100080 北京市海淀区中关村大街27号', 'No. 27 Zhongguancun Street, Haidian District, Beijing 100080, China'],
  ['中国 广东省 广州市 天河区 天河路 385号', 'No. 385 Tianhe Road, Tianhe District, Guangzhou, Guangdong, China'],
  ['北京市东城区南锣鼓巷8号', 'No. 8 Nanluogu Lane, Dongcheng District, Beijing, China'],
  ['上海市黄浦区南京东路100号12楼', 'Floor 12, No. 100 Nanjing East Road, Huangpu District, Shanghai, China'],
  ['四川省成都市武侯区浆洗街街道锦里社区', 'Jinli Community, Jiangxijie Subdistrict, Wuhou District, Chengdu, Sichuan, China'],
  ['吉林路8号', 'No. 8 Jilin Road, China'],
];

describe('a Chinese address in English', () => {
  it.each(TABLE)('%s', (chinese, english) => {
    expect(translateAddress(chinese).english).toBe(english);
  });

  it('names the region it recognised by its code', () => {
    expect(translateAddress('北京市朝阳区建国路88号').regionCode).toBe('110105');
    expect(translateAddress('吉林路8号').regionCode).toBeUndefined();
  });

  it('says why a line cannot be translated', () => {
    expect(translateAddress('  ，').problem).toBe('EMPTY');
    expect(translateAddress('221B Baker Street').problem).toBe('NOT_CHINESE');
  });

  it('writes pinyin as one word with an apostrophe between run-together syllables', () => {
    expect(romanise('西安')).toBe("Xi'an");
    expect(romanise('吕梁')).toBe('Lvliang');
    expect(romanise('天河')).toBe('Tianhe');
  });
});
