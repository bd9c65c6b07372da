import { http } from '../../../lib/api/client';

/** POST /medilinkGroup/getInsureTemplate: the census sheet to fill. */
export function downloadCensusTemplate(): Promise<Blob> {
  return http.blob('/medilinkGroup/getInsureTemplate', {});
}
