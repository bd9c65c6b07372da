// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Translator, TranslatorProvider } from '../../lib/translate';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysedImage, AnalysisImage } from '../../../domain/api/ocr';
import zhOcr from '../../../domain/locales/zh-CN/ocr.json';
import { recogniseImages } from './api/analyse-images';
import { DocumentOcrDialog } from './DocumentOcrDialog';

// The phone-side compression (a web worker and a canvas) is not what this test is about.
vi.mock('./compress', () => ({
  compressPhoto: async (file: File, options: { onProgress?: (p: number) => void }) => {
    options.onProgress?.(100);
    return file;
  },
  toBase64: async () => 'AAAA',
}));
vi.mock('./api/analyse-images', () => ({ recogniseImages: vi.fn() }));

// Fictional people: numbers made with valid check characters, never a real person's.
const ANSWERS: AnalysedImage[] = [
  { index: 0, imageType: 'face', imageInfo: { name: '林晓峰', sex: '男', num: '110101198803172717', birth: '19880317' } },
  { index: 1, imageType: 'face', imageInfo: { name: '周雨', sex: '女', num: '44010619901008038X', birth: '19901008' }, corrected: ['num'] },
  { index: 2, imageType: 'face', error_code: 'ID_NUMBER_UNCERTAIN', error_msg: '身份证号码未通过校验，请重新拍摄或手工录入' },
];

const i18n = new Translator();
beforeAll(async () => {
  i18n.start('zh-CN', { ocr: zhOcr });
});

function photos(n: number) {
  return Array.from({ length: n }, (_, i) => new File([new Uint8Array([0xff, 0xd8, 0xff, i])], `p${i}.jpg`, { type: 'image/jpeg' }));
}

async function pickAndRecognise(props: { confirm: boolean }) {
  const onRecognised = vi.fn();
  const onBeforePick = vi.fn();
  const user = userEvent.setup();
  render(
    <TranslatorProvider translator={i18n}>
      <DocumentOcrDialog visible onClose={() => {}} confirm={props.confirm} onRecognised={onRecognised} onBeforePick={onBeforePick} />
    </TranslatorProvider>,
  );
  await user.click(screen.getByRole('button', { name: '从相册选择' }));
  expect(onBeforePick).toHaveBeenCalledTimes(1);
  await user.upload(screen.getByLabelText('从相册选择'), photos(3));
  await waitFor(() => expect(screen.getAllByText(/已压缩/)).toHaveLength(3));
  await user.click(screen.getByRole('button', { name: '开始识别' }));
  return { user, onRecognised };
}

describe('DocumentOcrDialog', () => {
  afterEach(cleanup);
  beforeEach(() => {
    vi.mocked(recogniseImages).mockReset().mockResolvedValue(ANSWERS);
  });

  it('steps through each person and confirms only on the last one', async () => {
    const { user, onRecognised } = await pickAndRecognise({ confirm: true });
    const sent = vi.mocked(recogniseImages).mock.calls[0][0] as AnalysisImage[];
    expect(sent.map(({ imageType, index }) => ({ imageType, index }))).toEqual([0, 1, 2].map((index) => ({ imageType: 'face', index })));

    const review = await screen.findByRole('region', { name: '请核对识别结果（1/2）' });
    expect(within(review).getByText('林晓峰')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: '确认添加' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: '下一位' }));
    await screen.findByRole('region', { name: '请核对识别结果（2/2）' });
    expect(screen.getByText('请核对')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认添加' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: '确认添加' }));

    expect(onRecognised).toHaveBeenCalledWith([
      { insName: '林晓峰', name: '林晓峰', gender: 'M', idType: '1', idNumber: '110101198803172717', birthDate: '1988-03-17', nationality: 'CHN', insEnName: '' },
      { insName: '周雨', name: '周雨', gender: 'F', idType: '1', idNumber: '44010619901008038X', birthDate: '1990-10-08', nationality: 'CHN', insEnName: '' },
    ]);
  });

  it('adds the people directly without confirmation', async () => {
    const { onRecognised } = await pickAndRecognise({ confirm: false });
    await waitFor(() => expect(onRecognised).toHaveBeenCalledTimes(1));
    expect(onRecognised.mock.calls[0][0].map((p: { idNumber: string }) => p.idNumber)).toEqual(['110101198803172717', '44010619901008038X']);
  });

  it('says "未识别出有效信息" in a 提示 modal when nobody was recognised', async () => {
    vi.mocked(recogniseImages).mockResolvedValue([{ index: 0, imageType: 'face', error_code: 'NOTHING_RECOGNISED', error_msg: '未识别出有效信息' }]);
    await pickAndRecognise({ confirm: true });
    // antd-mobile's modal has no dialog role: found by its title, then its own text and button.
    const modal = (await screen.findByText('提示')).parentElement as HTMLElement;
    expect(within(modal).getByText('未识别出有效信息')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: '知道了' })).toBeTruthy();
  });
});
