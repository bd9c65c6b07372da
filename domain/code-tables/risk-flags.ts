import { defineCodeTable } from './code-entry';

export const riskFlags = defineCodeTable('riskFlag', ['riskIntegralFlag', 'riskNotifyFlag', 'riskUploadFlag']);
export type RiskFlag = (typeof riskFlags)[number]['code'];

export const RISK_FLAG_DEFAULT = '0';

export function defaultRiskFlags(): Record<RiskFlag, string> {
  return Object.fromEntries(riskFlags.map(({ code }) => [code, RISK_FLAG_DEFAULT])) as Record<RiskFlag, string>;
}
