import { describe, expect, it } from 'vitest';
import { REFERENCE_BENCHMARK_INDEX, scoreVerdict } from '../bench/first-load/reference-host';

const fast = REFERENCE_BENCHMARK_INDEX;
const slow = REFERENCE_BENCHMARK_INDEX - 1;

describe('scoreVerdict: issue 18 score goal judged on the runs whose host Lighthouse 4x is calibrated for', () => {
  it('misses the goal when the median of the fast-host runs is under it', () => {
    expect(scoreVerdict([{ score: 99, benchmarkIndex: 2100 }, { score: 90, benchmarkIndex: fast }, { score: 96, benchmarkIndex: 1800 }], 97)).toEqual({ judged: true, score: 96, met: false });
  });

  it('meets it when the median reaches the goal, one low run notwithstanding', () => {
    expect(scoreVerdict([{ score: 97, benchmarkIndex: 2000 }, { score: 70, benchmarkIndex: 2000 }, { score: 100, benchmarkIndex: 2000 }], 97)).toEqual({ judged: true, score: 97, met: true });
  });

  it('sets a slow-host run aside and judges the other two', () => {
    expect(scoreVerdict([{ score: 85, benchmarkIndex: 2140 }, { score: 99, benchmarkIndex: slow }, { score: 86, benchmarkIndex: 2068 }], 97)).toEqual({ judged: true, score: 85.5, met: false });
    expect(scoreVerdict([{ score: 99, benchmarkIndex: 1768 }, { score: 60, benchmarkIndex: 900 }, { score: 100, benchmarkIndex: 1693 }], 97)).toEqual({ judged: true, score: 99.5, met: true });
  });

  it('does not judge on fewer than two fast-host runs, and reports the median of all', () => {
    expect(scoreVerdict([{ score: 85, benchmarkIndex: 2000 }, { score: 80, benchmarkIndex: slow }, { score: 88, benchmarkIndex: 1200 }], 97)).toEqual({ judged: false, score: 85, met: false });
  });

  it('refuses to judge no run at all', () => {
    expect(() => scoreVerdict([], 97)).toThrow('no Lighthouse run');
  });
});
