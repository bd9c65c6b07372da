// Whether a Lighthouse run's 4x CPU slowdown stood for the phone it is meant to stand for. Lighthouse records the
// host's speed as `benchmarkIndex`; its CPU throttling calculator maps an index of 1,533 to a 4x slowdown for a
// mid-tier phone (docs/throttling.md in Lighthouse), so on a slower host 4x simulates a slower phone than that.

/** Issue 18's Lighthouse mobile performance goal for the customer pages. */
export const SCORE_GOAL = 97;

/** The host speed at which Lighthouse's 4x slowdown is the calibrated one. */
export const REFERENCE_BENCHMARK_INDEX = 1533;

export interface HostedRun {
  score: number;
  benchmarkIndex: number;
}

export interface ScoreVerdict {
  /** At least two runs had a host as fast as the reference, so the score goal is judged, not only reported. */
  judged: boolean;
  /** The median score of the runs on a reference-speed host when judged, else of every run. */
  score: number;
  met: boolean;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A page's runs against its score goal (0-100), judged on the runs whose host was at least as fast as the reference.
 * The index moves from run to run on a shared machine (1,227 beside 2,140 a minute apart), so a slow run is set aside
 * rather than voiding the verdict; one fast run alone is not enough to judge.
 */
export function scoreVerdict(runs: HostedRun[], goal: number): ScoreVerdict {
  if (!runs.length) throw new Error('no Lighthouse run to judge');
  const onReference = runs.filter((run) => run.benchmarkIndex >= REFERENCE_BENCHMARK_INDEX);
  const judged = onReference.length >= 2;
  const score = median((judged ? onReference : runs).map((run) => run.score));
  return { judged, score, met: score >= goal };
}
