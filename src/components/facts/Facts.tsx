import { Fragment, type ReactNode } from 'react';

/** One line of a facts list; a fact with no value (null or undefined) is left out. */
export type Fact = readonly [label: string, value: ReactNode];

/** A label-and-value list (order and policy cards, the policy detail), styled by `.facts` in app.css. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) =>
        value === null || value === undefined ? null : (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}

/** "start – end", the way every card writes a period of cover. */
export const periodText = (startDate: string, endDate: string) => `${startDate} – ${endDate}`;
