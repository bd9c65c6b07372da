export type FileType = 'jpg' | 'png' | 'pdf' | 'xlsx';

const SIGNATURES: Array<[FileType, number[]]> = [
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  // An xlsx is a zip archive; ExcelJS then refuses one that is not a workbook.
  ['xlsx', [0x50, 0x4b, 0x03, 0x04]],
];

/** The type of a file from its first bytes (its name and declared type prove nothing). */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  const match = SIGNATURES.find(([, signature]) => signature.every((byte, i) => bytes[i] === byte));
  return match ? match[0] : null;
}
