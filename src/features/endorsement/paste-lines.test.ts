import { describe, expect, it } from 'vitest';
import { pasteLines } from './paste-lines';

describe('a pasted list', () => {
  it('reads spreadsheet rows of each kind, skipping blank lines', () => {
    expect(pasteLines('add', '张三\t110105199005121234\t0101001\t内勤人员\t1\n\n李四, 110105198503081235')).toEqual([
      { joining: { name: '张三', idType: '1', idNumber: '110105199005121234', occupationCode: '0101001', occupationName: '内勤人员', occulevel: '1' } },
      { joining: { name: '李四', idType: '1', idNumber: '110105198503081235' } },
    ]);
    expect(pasteLines('delete', '110105199005121234 张三')).toEqual([{ leaving: { idNumber: '110105199005121234', name: '张三' } }]);
    expect(pasteLines('replace', '110105199005121234 王五 110105198503081235')[0]).toEqual({
      joining: { name: '王五', idType: '1', idNumber: '110105198503081235' },
      leaving: { idNumber: '110105199005121234' },
    });
  });
});
