import { useTranslation } from '../../lib/translate';
import type { PolicyStanding } from '../../../domain/rules/policy-standing';

/** One sentence for a policy's standing, the same on the verification page, the holder's query and the order list. */
export function standingSentence(t: (key: string, values?: Record<string, string>) => string, standing: PolicyStanding, endDate: string) {
  return t(`standing.${standing.state}`, { endDate, ...('on' in standing && { on: standing.on }), ...('coverEnds' in standing && { coverEnds: standing.coverEnds }) });
}

export function PolicyStandingNote({ standing, endDate, className }: { standing: PolicyStanding; endDate: string; className?: string }) {
  const { t } = useTranslation('policy');
  return (
    <p className={className} data-standing={standing.state}>
      {standingSentence(t, standing, endDate)}
    </p>
  );
}
