import { describe, expect, it } from 'vitest';
import { outerRows } from './paddle';
import type { Point } from './types';

/** A box `width` x 30 at (x, y) on a level page, then the page turned by `degrees` about the origin. */
function turned(name: string, x: number, y: number, width: number, degrees: number) {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const corners: Point[] = [
    [x, y],
    [x + width, y],
    [x + width, y + 30],
    [x, y + 30],
  ];
  return { name, box: corners.map(([px, py]): Point => [px * cos - py * sin, px * sin + py * cos]) };
}

describe('the outer rows of a page', () => {
  it('keeps the first rows and the widest line of the last of a page turned by 10 degrees, whose rows overlap in height across the page', () => {
    // Five rows 65 apart, each a short label on the left and a long value far right: turned by 10 degrees, a
    // value sits higher in the photo than the label of the row above it.
    const lines = [0, 1, 2, 3, 4].flatMap((row) => [turned(`label ${row}`, 0, row * 65, 60, -10), turned(`value ${row}`, 500, row * 65, 300, -10)]);
    const names = outerRows(lines, { first: 2, last: 1 }).map((line) => line.name);
    expect(names.sort()).toEqual(['label 0', 'label 1', 'value 0', 'value 1', 'value 4']);
  });

  it('keeps every row of a page with no more rows than asked for', () => {
    const lines = [turned('a', 0, 0, 200, 5), turned('b', 0, 65, 200, 5)];
    expect(outerRows(lines, { first: 3, last: 1 })).toHaveLength(2);
  });
});
