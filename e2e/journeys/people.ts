/** Counts on from where the clock says, `step` apart, within [first, first + span). */
function sequence(first: number, span: number, step: number): () => number {
  let last = Date.now() % span;
  return () => {
    last = (last + step) % span;
    return first + last;
  };
}

/**
 * Sequence numbers for the fixtures' fictional people that no other journey of this run has used: the same person
 * cannot hold two overlapping policies. The e2e server's database is new each run and the journeys share one worker,
 * so a count keeps the journeys of a run, repeats included (--repeat-each), apart, where the clock alone did not.
 */
// travelOrderRequest's IDs repeat every 500.
export const freshTravelSeq = sequence(0, 500, 1);
// groupOrderRequest's company and people follow the number; a journey may use the next one for a second order.
export const freshGroupSeq = sequence(100, 800, 2);
