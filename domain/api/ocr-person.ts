import type { AnalysedImage, RecognisedPerson } from './ocr';

const isoDate = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/** The person of one analysed photo, or null when nothing usable was read. */
export function toRecognisedPerson(image: AnalysedImage): RecognisedPerson | null {
  const info = image.imageInfo;
  if (!info || image.error_msg) return null;
  if (image.imageType === 'face') {
    // A card whose name was not read still gives its checked number; the agent types the name.
    if (!info.num || !info.birth) return null;
    return {
      insName: info.name ?? '',
      name: info.name ?? '',
      gender: info.sex === '女' ? 'F' : 'M',
      idType: '1',
      idNumber: info.num,
      birthDate: isoDate(info.birth),
      nationality: 'CHN',
      insEnName: '',
    };
  }
  if (!info.name || !info.passport_no || !info.birth_date) return null;
  const englishName = info.name.replace(/\s*,\s*/, ' ').trim();
  const name = info.name_cn || englishName;
  return {
    insName: name,
    name,
    gender: info.sex === 'F' ? 'F' : 'M',
    idType: '2',
    idNumber: info.passport_no,
    birthDate: isoDate(info.birth_date),
    nationality: info.src_country ?? '',
    insEnName: englishName,
  };
}
