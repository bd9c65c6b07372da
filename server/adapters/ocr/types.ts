// What an OCR engine reads and answers, apart from any engine (the engines import these, never each other).

export type Point = readonly [x: number, y: number];

/** One line of text as the engine saw it: its box runs top-left, top-right, bottom-right, bottom-left. */
export interface OcrLine {
  text: string;
  confidence: number;
  box: readonly Point[];
}

/** A rectangle in the frame of the boxes an uncropped `read` reports. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The first and last rows of text on a document, where the fields a reading needs are printed; of a last row only
 * its widest line is read (a number after its label).
 */
export interface Rows {
  first: number;
  last: number;
}

export interface ReadOptions {
  /** Read only this part of the photo, at a finer scale (e.g. a passport's MRZ); boxes are then the crop's own. */
  crop?: Region;
  /** Long side, in pixels, the photo is scaled to for finding its text: larger finds smaller print, at quadratic cost. */
  detectSide?: number;
  /** Recognise only these rows of text (the rows between are found but never read, which is most of the cost). */
  rows?: Rows;
  /** Who asks (a signed-in subject or an address): waiting photos are served in turn by caller. */
  caller?: string;
}

/** Reads the lines of text in a photo (JPEG or PNG bytes). */
export interface OcrEngine {
  read(image: Buffer, options?: ReadOptions): Promise<OcrLine[]>;
}
