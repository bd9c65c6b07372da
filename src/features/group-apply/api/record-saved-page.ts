import { http } from '../../../lib/api/client';

/** POST /api_record/recordScreen/savePageSuc: tells the session recording that the save finished (portal-spec 7); it must never block the sale. */
export function recordSavedPage(policyId: string): void {
  void http
    .post('/api_record/recordScreen/savePageSuc', { policyId, browerType: navigator.userAgent.slice(0, 200), saveTime: Date.now(), url: window.location.pathname }, { silent: true })
    .catch(() => undefined);
}
