import { describe, expect, it } from 'vitest';
import { parseInsuredRows } from './paste-insureds';

describe('pasted insured list', () => {
  it('reads spreadsheet rows and comma rows, skipping the header and blank lines', () => {
    const rows = parseInsuredRows('姓名 Name\t英文名\t证件类型\t证件号码\t出生日期\t性别\n张三\tzhang san\t2\tE12345678\t1990-01-01\tm\n\nAnna Berg,ANNA BERG,10,X98765432,1988-02-03,F');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: '张三', enName: 'ZHANG SAN', idType: '2', idNumber: 'E12345678', birthDate: '1990-01-01', gender: 'M' });
    expect(rows[1]).toMatchObject({ name: 'Anna Berg', idType: '10', gender: 'F' });
  });

  it('leaves unreadable dates and genders for the customer to fill', () => {
    expect(parseInsuredRows('李四,,1,110101199001011234,1990/1/1,X')[0]).toMatchObject({ birthDate: '', gender: '', idType: '1' });
  });
});
