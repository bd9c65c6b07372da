/** Long side and size a photo leaves the phone at: enough for OCR of a card, a few hundred KB on a weak signal. */
export const PHOTO_LIMITS = { maxWidthOrHeight: 1800, maxSizeMB: 0.35, initialQuality: 0.82, fileType: 'image/jpeg' } as const;
