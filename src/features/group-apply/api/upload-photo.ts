import { http } from '../../../lib/api/client';

/** POST /file/upload (field multipartFile): the stored photo's path. */
export async function uploadPhoto(photo: File): Promise<string> {
  const form = new FormData();
  form.append('multipartFile', photo, photo.name);
  return (await http.post<string>('/file/upload', form)).content;
}
