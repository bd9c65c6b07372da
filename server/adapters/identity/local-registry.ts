import { fictionalIdNumber } from '../../../domain/validators/fictional-ids';
import type { IdentityVerdict, IdentityVerifier } from './identity-verifier';

interface RegisteredPerson {
  name: string;
  idNumber: string;
  phone: string;
  /** Whether the registry holds an ID-card portrait to compare a face photo with. */
  portraitOnFile: boolean;
}

/** Fictional people only (checksum-valid numbers, made-up names); the demo data and the journeys use them. */
export const FICTIONAL_REGISTRY: readonly RegisteredPerson[] = [
  { name: '王思远', idNumber: '110101198806151232', phone: '13800138000', portraitOnFile: true },
  { name: '王小明', idNumber: fictionalIdNumber('110101', '1990-03-07', 123), phone: '13900001111', portraitOnFile: true },
  { name: '李晓红', idNumber: fictionalIdNumber('310104', '1988-11-20', 246), phone: '13700002222', portraitOnFile: true },
  { name: '赵大伟', idNumber: fictionalIdNumber('440305', '1979-05-02', 135), phone: '13600003333', portraitOnFile: false },
  { name: '钱小芳', idNumber: fictionalIdNumber('110101', '1991-08-15', 457), phone: '13500004444', portraitOnFile: true },
  { name: '孙立新', idNumber: fictionalIdNumber('320102', '1985-01-30', 311), phone: '13300005555', portraitOnFile: true },
];

// A face photo smaller than this cannot be compared by any provider.
const MIN_FACE_PIXELS = 200;

async function readablePhoto(photo: Buffer | undefined): Promise<boolean> {
  if (!photo) return false;
  // Loaded on first use, not at start (about 20 MB resident, issue 19).
  const { default: sharp } = await import('sharp');
  try {
    const { width = 0, height = 0 } = await sharp(photo).metadata();
    return Math.min(width, height) >= MIN_FACE_PIXELS;
  } catch {
    return false;
  }
}

/**
 * The local registry: answers from the fictional people above. A face photo is checked for being a readable
 * image of useful size and the person having a portrait on file; no face is compared (no real registry here).
 */
export function localIdentityRegistry(people: readonly RegisteredPerson[] = FICTIONAL_REGISTRY): IdentityVerifier {
  const byNumber = new Map(people.map((person) => [person.idNumber, person]));
  return {
    provider: 'local-fictional-registry',
    async verify(query): Promise<IdentityVerdict> {
      const person = byNumber.get(query.idNumber.toUpperCase());
      if (!person) return { result: 'not-found', reason: 'not-found' };
      if (person.name !== query.name) return { result: 'mismatch', reason: 'name-mismatch' };
      if (query.verifyType === '2' && person.phone !== query.phone) return { result: 'mismatch', reason: 'phone-mismatch' };
      if (query.verifyType === '3') {
        if (!(await readablePhoto(query.photo))) return { result: 'unreadable', reason: 'photo-unreadable' };
        if (!person.portraitOnFile) return { result: 'not-found', reason: 'not-found' };
      }
      return { result: 'match', reason: 'match' };
    },
  };
}
