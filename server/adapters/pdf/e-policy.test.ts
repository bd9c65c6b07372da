import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type EPolicyContent, renderEPolicy } from './e-policy';

const dir = mkdtempSync(join(tmpdir(), 'e-policy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const content: EPolicyContent = {
  bilingual: true,
  policyNo: 'EP20261128000001',
  orderId: 'P20261128000001',
  productName: '境外旅行保险',
  planName: '经典计划',
  insurerName: '示例财产保险股份有限公司',
  holder: { name: '王思远', idNumber: '1101**********1234', phone: '138****0000' },
  insureds: [{ name: '王思远', idNumber: '1101**********1234', birthDate: '1988-06-15', gender: '男', premium: '120.00' }],
  duties: [{ name: '意外身故及伤残', sumInsured: '500,000.00' }],
  startDate: '2026-12-01',
  endDate: '2026-12-15',
  premium: '120.00',
  issuedAt: '2026-11-28 10:00',
  hotlines: [{ label: '客服热线', number: '95500', hours: '7×24小时' }],
  verifyUrl: 'https://example.com/verify/EP20261128000001',
};

let files = 0;
const textOf = async (pdfContent: EPolicyContent) => {
  const file = join(dir, `${++files}.pdf`);
  writeFileSync(file, (await renderEPolicy(pdfContent)).pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
};

describe('the e-policy', () => {
  it('heads its first section with what the section holds, not with its first row’s label', async () => {
    const text = await textOf(content);
    expect(text).toContain('保单信息 Policy details');
    expect(text.match(/产品名称/g)).toHaveLength(1);
    expect(text).toContain(`产品名称 Product ${content.productName}`);

    const chinese = await textOf({ ...content, bilingual: false });
    expect(chinese).toContain('保单信息');
    expect(chinese).not.toContain('Policy details');
  });
});
