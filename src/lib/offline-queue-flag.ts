/** Set while offline jobs wait, so the app starts the queue at its next open without loading it for everyone. */
export const OPEN_JOBS_FLAG = 'offline-queue:open';

export function flagOpenJobs(open: boolean): void {
  try {
    if (open) localStorage.setItem(OPEN_JOBS_FLAG, '1');
    else localStorage.removeItem(OPEN_JOBS_FLAG);
  } catch {
    // Without storage the queue still starts whenever the group application opens.
  }
}

export function hasOpenJobsFlag(): boolean {
  try {
    return localStorage.getItem(OPEN_JOBS_FLAG) !== null;
  } catch {
    return false;
  }
}
