import { Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import type { PolicyStanding } from '../../../domain/rules/policy-standing';

const COLOURS: Record<PolicyStanding['state'], 'primary' | 'success' | 'default' | 'danger' | 'warning'> = {
  notStarted: 'primary',
  inForce: 'success',
  expired: 'default',
  cancelled: 'danger',
  surrendered: 'warning',
};

/** A policy's standing as every view shows it (domain/rules/policy-standing). */
export function StandingTag({ standing }: { standing: PolicyStanding }) {
  const { t } = useTranslation('servicing');
  return (
    <Tag color={COLOURS[standing.state]} fill="outline">
      {t(`standing.${standing.state}`)}
    </Tag>
  );
}
