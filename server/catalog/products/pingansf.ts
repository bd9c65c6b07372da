import { t } from '../../../domain/catalog';
import { yuan } from '../families/common';
import { groupPropertyProduct } from '../families/group-property';
import { PROPERTY_DUTIES } from '../families/property-duties';

export default groupPropertyProduct({
  code: 'pingansf',
  name: t('商铺财产综合保险（含租金损失）', 'Shop Property Package (with loss of rent)'),
  insurer: 'pinghe',
  saleText: t('沿街商铺、连锁门店一站式保障：装修存货、租金损失、公众责任。', 'One cover for street shops and chains: fittings and stock, loss of rent, public liability.'),
  tags: [t('多门店批量投保', 'Many shops at once'), t('租金损失', 'Loss of rent'), t('余额支付', 'Balance pay')],
  highlights: [
    t('按门店分别选择保额，支持批量粘贴门店清单。', 'Choose sums per shop; paste a whole list of shops.'),
    t('保障计算器按租金和月数算出租金损失保额。', 'The cover calculator turns rent and months into a loss-of-rent sum.'),
    t('支持凭证支付、扫码支付及账户余额支付。', 'Pay by transfer voucher, QR code or account balance.'),
  ],
  plans: [
    { planCode: 'shop', planName: t('商铺版', 'Shop'), minimumPremiumFen: yuan(300), duties: [PROPERTY_DUTIES.stock, PROPERTY_DUTIES.rent, PROPERTY_DUTIES.liability] },
    { planCode: 'landlord', planName: t('业主版', 'Landlord'), minimumPremiumFen: yuan(200), duties: [PROPERTY_DUTIES.rent, PROPERTY_DUTIES.liability] },
  ],
  payMethods: ['88', '3', '999', '66'],
  payProviders: { '88': 'transfer', '3': 'wechat', '999': 'unionpay', '66': 'balance' },
  flags: {
    dialogs: ['batchPaste', 'dutyCalculator', 'newInsured', 'voucherPay', 'qrCodePay', 'balancePay'],
    propertySubViews: ['property', 'rent'],
    dataDownloadTab: true,
  },
});
