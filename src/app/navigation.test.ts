import { describe, expect, it } from 'vitest';
import { BARRED_HOST, decideNavigation, type NavigationContext, referenceFileFor } from './navigation';

const context: NavigationContext = {
  products: [
    { code: 'P001', name: 'aszxty', type: 'group-accident' },
    { code: 'P002', name: 'pingansf', type: 'group-property' },
  ],
  userAgent: 'Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.47',
  host: 'localhost:8080',
};
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

describe('navigation rules (portal-spec 2.3)', () => {
  it('rule 1: loads the reference file named by the page prefix, else the property or common file', () => {
    const files = ['aszx', 'aszxty', 'guofu'];
    expect(referenceFileFor('aszxty', files, 'group-accident')).toBe('aszxty');
    expect(referenceFileFor('guofuCorrect', files)).toBe('guofu');
    expect(referenceFileFor('pingansf', files, 'group-property')).toBe('group-property');
    expect(referenceFileFor('tatt2024', files, 'group-accident')).toBe('common');
  });

  it('rule 2: keeps u and sign for the session when both are present', () => {
    expect(decideNavigation('/astp/home', '?u=800001&sign=abc', context).share).toEqual({ u: '800001', sign: 'abc' });
    expect(decideNavigation('/astp/home', '?u=800001', context).share).toBeUndefined();
  });

  it('rule 3: asks for a ureqSeq to be exchanged', () => {
    expect(decideNavigation('/order', '?ureqSeq=SEQ1', context).ureqSeq).toBe('SEQ1');
  });

  it('rule 4: /index with a known product goes to its page, with an unknown one to sd', () => {
    expect(decideNavigation('/index', '?p=P001&u=800001', context).redirect).toBe('/aszxty?p=P001&u=800001');
    expect(decideNavigation('/index', '?p=NOPE', context).redirect).toBe('/sd?p=NOPE');
    expect(decideNavigation('/index', '', context).redirect).toBeUndefined();
  });

  it('rule 5: a literal "null" product or user goes to /error', () => {
    expect(decideNavigation('/aszxty', '?p=null', context).redirect).toBe('/error');
    expect(decideNavigation('/index', '?u=null&p=P001', context).redirect).toBe('/error');
    expect(decideNavigation('/error', '?p=null', context).redirect).toBeUndefined();
  });

  it('rule 6: Internet Explorer goes to /ieError except on the exempt pages', () => {
    const ie = { ...context, userAgent: IE11 };
    expect(decideNavigation('/aszxty', '', ie).redirect).toBe('/ieError');
    for (const page of ['/error', '/insureSuccess', '/insureError', '/success', '/pingansf']) {
      expect(decideNavigation(page, '', ie).redirect).toBeUndefined();
    }
    expect(decideNavigation('/aszxty', '', { ...context, userAgent: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1)' }).redirect).toBe('/ieError');
  });

  it('rule 7: the barred host cannot open the two insurer pages', () => {
    const barred = { ...context, host: BARRED_HOST };
    expect(decideNavigation('/guofu', '', barred).redirect).toBe('/404');
    expect(decideNavigation('/aszxty', '', barred).redirect).toBeUndefined();
    expect(decideNavigation('/guofu', '', context).redirect).toBeUndefined();
  });

  it('rule 8: correct/details resolves the product from p to its correction page', () => {
    expect(decideNavigation('/correct/details', '?p=P002&policyId=9', context).redirect).toBe('/correct/pingansf?p=P002&policyId=9');
  });
});
