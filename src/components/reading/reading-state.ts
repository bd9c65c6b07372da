/** The mandatory-reading rules of portal-spec 4, as a reducer so every rule is tested without a screen. */

const END_THRESHOLD_PX = 1200;

export interface ReadingState {
  read: boolean[];
  /** The file on screen, or null when the viewer is closed. */
  open: number | null;
  /** The open file has been scrolled near enough to its end. */
  reachedEnd: boolean;
  checked: boolean;
}

type ReadingEvent =
  | { type: 'open'; index: number }
  | { type: 'scrolled'; scrollTop: number; clientHeight: number; scrollHeight: number }
  | { type: 'agree' }
  | { type: 'decline' }
  | { type: 'toggleCheckbox' }
  | { type: 'skipAll' };

/** Nothing read yet, or the files read before (`read`); when every file was, the box starts checked. */
export function initialReading(count: number, read: readonly boolean[] = []): ReadingState {
  const done = Array.from({ length: count }, (_, index) => read[index] ?? false);
  return { read: done, open: null, reachedEnd: false, checked: done.every(Boolean) };
}

export function isNearEnd(scrollTop: number, clientHeight: number, scrollHeight: number): boolean {
  return scrollTop + clientHeight >= scrollHeight - END_THRESHOLD_PX;
}

export function readingReducer(state: ReadingState, event: ReadingEvent): ReadingState {
  switch (event.type) {
    case 'open':
      return { ...state, open: event.index, reachedEnd: false };
    case 'scrolled':
      return state.open === null || state.reachedEnd
        ? state
        : { ...state, reachedEnd: isNearEnd(event.scrollTop, event.clientHeight, event.scrollHeight) };
    case 'agree': {
      if (state.open === null || !state.reachedEnd) return state;
      const read = state.read.map((done, index) => done || index === state.open);
      const next = read.findIndex((done) => !done);
      // Agreeing moves on to the next unread file; the last one checks the box.
      return next === -1 ? { read, open: null, reachedEnd: false, checked: true } : { read, open: next, reachedEnd: false, checked: false };
    }
    case 'decline':
      return { ...state, open: null, reachedEnd: false, checked: false };
    case 'toggleCheckbox': {
      if (state.checked) return { ...state, checked: false };
      const unread = state.read.findIndex((done) => !done);
      return unread === -1 ? { ...state, checked: true } : { ...state, open: unread, reachedEnd: false };
    }
    case 'skipAll':
      return { read: state.read.map(() => true), open: null, reachedEnd: false, checked: true };
  }
}
