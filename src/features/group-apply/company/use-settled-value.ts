import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `waitMs` (the company search's 700 ms throttle). */
export function useSettledValue<T>(value: T, waitMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, waitMs]);
  return settled;
}
