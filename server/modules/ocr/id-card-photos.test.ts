import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { IdCardPerson } from '../../../tests/fixtures/documents';
import { syntheticSet } from '../../../tests/fixtures/synthetic-set';
import { sharedOcrEngine, UnreadableImageError } from '../../adapters/ocr';
import { analyseImages } from './service';

// The real engine (in its worker thread) on photos of fictional ID cards taken from further away: the card about
// a third of the frame's width, anywhere in it, turned up to 10 degrees, slightly blurred and unevenly lit.
describe('ID cards photographed small and tilted', () => {
  it('reads the name of at least 49 of 50, and every number it answers is the printed one', async () => {
    const photos = await syntheticSet({ kind: 'idCard', variant: 'small', count: 50 });
    const answers = [];
    // One photo at a time, as one phone sends them.
    for (const photo of photos) {
      const [answer] = await analyseImages(sharedOcrEngine(), [{ imageBase64: readFileSync(photo.file).toString('base64'), imageType: 'face', index: 0 }]);
      answers.push(answer);
    }
    const truths = photos.map((photo) => photo.truth as IdCardPerson);
    const names = answers.filter((answer, i) => answer.imageInfo?.name === truths[i].name).length;
    expect(names).toBeGreaterThanOrEqual(49);
    const wrongNumbers = answers.filter((answer, i) => answer.imageInfo && answer.imageInfo.num !== truths[i].idNumber);
    expect(wrongNumbers).toEqual([]);
  }, 600_000);

  it('answers a photo that cannot be decoded as unreadable, from the worker thread', async () => {
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await expect(sharedOcrEngine().read(truncated)).rejects.toBeInstanceOf(UnreadableImageError);
  }, 120_000);
});
