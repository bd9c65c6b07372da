import { findPlan, type ProductConfig } from '../../../domain/catalog';
import { fenToYuanText } from '../../../domain/money';
import { beijingDateTime } from '../../../domain/validators';
import type { EPolicyContent } from '../../adapters/pdf/e-policy';
import type { OrderRow } from '../../sales/orders';
import { maskIdNumber, maskPhone } from '../../../domain/privacy/mask';
import type { SensitiveData } from '../../sales/sensitive';

export interface InsuredRow {
  name: string;
  en_name: string | null;
  id_number_enc: string;
  birth_date: string | null;
  gender: string | null;
  premium_fen: string;
}

function thousands(fen: number): string {
  const [whole, fraction] = fenToYuanText(fen).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** What the e-policy prints, from the order and its catalogue entry; ID and phone numbers masked. */
export function ePolicyContent(args: {
  policyNo: string;
  order: OrderRow;
  insureds: InsuredRow[];
  product: ProductConfig;
  sensitive: SensitiveData;
  issuedAt: Date;
  verifyUrl: string;
}): EPolicyContent {
  const { order, product, sensitive } = args;
  const bilingual = product.type === 'travel';
  const both = (text: { zh: string; en: string }) => (bilingual ? `${text.zh} ${text.en}` : text.zh);
  const plan = findPlan(product, order.plan_code);
  const gender = (code: string | null) => (code === 'M' ? (bilingual ? '男 M' : '男') : code === 'F' ? (bilingual ? '女 F' : '女') : '-');
  return {
    bilingual,
    policyNo: args.policyNo,
    orderId: order.id,
    productName: both(product.name),
    planName: plan ? both(plan.planName) : order.plan_code,
    insurerName: both(product.insurer.name),
    ...(plan?.travel && { destination: both(plan.travel.destination) }),
    holder: {
      name: order.holder_name,
      idNumber: maskIdNumber(sensitive.decrypt(order.holder_id_number_enc)),
      phone: maskPhone(sensitive.decrypt(order.holder_phone_enc)),
    },
    insureds: args.insureds.map((insured) => ({
      name: insured.name,
      ...(insured.en_name && { enName: insured.en_name }),
      idNumber: maskIdNumber(sensitive.decrypt(insured.id_number_enc)),
      birthDate: insured.birth_date ?? '-',
      gender: gender(insured.gender),
      premium: fenToYuanText(Number(insured.premium_fen)),
    })),
    duties: (plan?.duties ?? []).map((duty) => ({ name: both(duty.dutyName), sumInsured: `${thousands(duty.sumInsuredFen)}` })),
    startDate: order.start_date,
    endDate: order.end_date,
    premium: fenToYuanText(Number(order.premium_fen)),
    issuedAt: `${beijingDateTime(args.issuedAt)}${bilingual ? ' (Beijing time)' : ''}`,
    hotlines: product.hotlines.map((hotline) => ({ label: both(hotline.label), number: hotline.number, hours: both(hotline.hours) })),
    verifyUrl: args.verifyUrl,
    ...(plan?.travel?.schengen && { schengen: { medical: thousands(plan.duties.filter((duty) => duty.kind === 'medical').reduce((sum, duty) => sum + duty.sumInsuredFen, 0)) } }),
  };
}
