import type { OcrLine } from '../../adapters/ocr';

/** A line placed in the document's own frame: the photo's tilt undone, x along the text, y down the page. */
export interface PlacedLine {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The tilt of the text, from the median slope of the wide boxes (a tilted photo tilts every line alike). */
function tilt(lines: readonly OcrLine[]): number {
  const angles = lines
    .filter((line) => line.box.length === 4)
    .map(({ box: [a, b, , d] }) => ({ width: Math.hypot(b[0] - a[0], b[1] - a[1]), height: Math.hypot(d[0] - a[0], d[1] - a[1]), angle: Math.atan2(b[1] - a[1], b[0] - a[0]) }))
    .filter(({ width, height }) => width > 2 * height)
    .map(({ angle }) => angle)
    .sort((x, y) => x - y);
  return angles.length ? angles[Math.floor(angles.length / 2)] : 0;
}

export function placeLines(lines: readonly OcrLine[]): PlacedLine[] {
  const angle = tilt(lines);
  const [cos, sin] = [Math.cos(-angle), Math.sin(-angle)];
  return lines
    .filter((line) => line.text.trim() !== '' && line.box.length === 4)
    .map((line) => {
      const points = line.box.map(([x, y]) => [x * cos - y * sin, x * sin + y * cos]);
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      return { text: line.text, left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
    });
}

const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * The text printed after a label: the rest of the label's own line, or else the nearest line to its right on
 * the same row. `label` matches the compacted text (spaces removed), e.g. /^姓名/.
 */
export function valueRightOf(lines: readonly PlacedLine[], label: RegExp): string | null {
  for (const line of lines) {
    const text = compact(line.text);
    const match = label.exec(text);
    if (!match) continue;
    const rest = text.slice(match.index + match[0].length);
    if (rest) return rest;
    const height = line.bottom - line.top;
    const middle = (line.top + line.bottom) / 2;
    const right = lines
      // Boxes of a spaced-out label ("姓 名") reach into the value's, so "right of" is measured from its middle.
      .filter((other) => other !== line && other.left > (line.left + line.right) / 2)
      .filter((other) => Math.abs((other.top + other.bottom) / 2 - middle) < height * 0.6)
      .sort((a, b) => a.left - b.left)[0];
    if (right) return compact(right.text);
  }
  return null;
}

/** The nearest accepted line under (or above) a line and aligned with it: passports print values under labels. */
export function nearestLine(
  lines: readonly PlacedLine[],
  anchor: PlacedLine,
  direction: 'below' | 'above',
  accept: (text: string) => boolean,
): string | null {
  const height = anchor.bottom - anchor.top;
  const distance = (line: PlacedLine) => (direction === 'below' ? line.top - anchor.top : anchor.top - line.top);
  const nearest = lines
    .filter((line) => line !== anchor && distance(line) > height / 2 && distance(line) < height * 4)
    .filter((line) => Math.abs(line.left - anchor.left) < height * 3 && accept(compact(line.text)))
    .sort((a, b) => distance(a) - distance(b))[0];
  return nearest ? compact(nearest.text) : null;
}

/** The nearest accepted line under a label. */
export function valueBelow(lines: readonly PlacedLine[], label: RegExp, accept: (text: string) => boolean): string | null {
  const labelLine = lines.find((line) => label.test(compact(line.text)));
  return labelLine ? nearestLine(lines, labelLine, 'below', accept) : null;
}

/** The text of each row, pieces joined left to right: the recogniser may cut one printed line into several boxes. */
export function rowTexts(lines: readonly PlacedLine[]): string[] {
  const rows: PlacedLine[][] = [];
  const middle = (line: PlacedLine) => (line.top + line.bottom) / 2;
  for (const line of [...lines].sort((a, b) => a.left - b.left)) {
    // Compared with the row's last piece, its neighbour: perspective bends a long row more than tilt explains.
    // A piece that starts before that neighbour ends belongs to another row printed close by.
    const row = rows.find((pieces) => {
      const last = pieces[pieces.length - 1];
      const height = Math.max(last.bottom - last.top, line.bottom - line.top);
      return line.left > last.right - height && Math.abs(middle(last) - middle(line)) < height * 0.6;
    });
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.map((row) => row.map((line) => compact(line.text)).join(''));
}
