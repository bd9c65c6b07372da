import { UPLOAD_FIELD } from '../../../domain/api/files';
import { http } from './client';

/** POST /file/upload: a JPEG or PNG photo (face photo, certificate photo); answers its stored path. */
export async function uploadImage(photo: File): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, photo);
  return (await http.post<string>('/file/upload', form)).content;
}
