import { UPLOAD_FIELD } from '../../../../domain/api/files';
import { http } from '../../../lib/api/client';

/** POST /file/upload: the face photo of a type-3 check; answers its stored path. */
export async function uploadFacePhoto(photo: File): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, photo);
  return (await http.post<string>('/file/upload', form)).content;
}
