import { useEffect, useState } from 'react';
import { jobsOf, type QueueJob } from '../../lib/offline-queue';
import { queueStore, startQueueSync, subscribeQueue } from '../../lib/offline-queue-sync';

/** The offline jobs of one form, kept current as the page or the service worker sends them. */
export function useQueueJobs(group: string): QueueJob[] {
  const [jobs, setJobs] = useState<QueueJob[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => void queueStore.all().then((all) => live && setJobs(jobsOf(all, group)), () => undefined);
    const unsubscribe = subscribeQueue(read);
    read();
    startQueueSync();
    return () => {
      live = false;
      unsubscribe();
    };
  }, [group]);
  return jobs;
}
