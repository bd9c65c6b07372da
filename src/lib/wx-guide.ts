/** /wx-guide explains opening target (a page of this site) in the phone's browser, where WeChat's blocks do not apply. */
export function wxGuidePath(target: string): string {
  return `/wx-guide?${new URLSearchParams({ target })}`;
}
