import type { InsuredRow } from '../../components/insured-list/row';
import type { HolderValues } from './holder';
import type { Submission } from './payload';
import type { RiskValues } from './risk';

/** Everything the page keeps across a reload: nothing typed is lost (DESIGN "Phones and WeChat"). */
export interface GroupDraft {
  version: 1;
  holder: HolderValues;
  risk: RiskValues;
  rows: InsuredRow[];
  payMethod: string;
  /** The last submit attempt, so a retry after a reload reuses its idempotency key. */
  submission?: Submission;
}

/** A draft worth restoring: something was typed or listed. */
export function hasContent(draft: GroupDraft): boolean {
  return draft.rows.length > 0 || Object.entries(draft.holder).some(([field, value]) => field !== 'holderIdType' && value.trim() !== '');
}

/** A stored draft of this shape with something in it. */
export const usableGroupDraft = (stored: GroupDraft) => stored.version === 1 && hasContent(stored);
