import { t } from '../../../domain/catalog';
import { yuan } from '../families/common';
import { groupPropertyProduct } from '../families/group-property';
import { PROPERTY_DUTIES } from '../families/property-duties';

export default groupPropertyProduct({
  code: 'aszhccx',
  name: t('小微企业综合财产保险', 'Small Business Property Package'),
  insurer: 'anshun',
  saleText: t('小微企业厂房设备、存货一揽子保障，最低保费500元。', 'Plant, equipment and stock of small firms in one cover, from CNY 500.'),
  tags: [t('小微企业', 'Small business'), t('设备存货', 'Equipment & stock')],
  highlights: [t('机器设备保额最高500万元。', 'Machinery up to CNY 5,000,000.'), t('可附加公众责任。', 'Public liability available.')],
  plans: [
    { planCode: 'factory', planName: t('工厂版', 'Factory'), minimumPremiumFen: yuan(500), duties: [PROPERTY_DUTIES.equipment, PROPERTY_DUTIES.stock, PROPERTY_DUTIES.liability] },
  ],
  flags: { propertySubViews: ['property'] },
});
