import { ApiError } from '../../../lib/api-client';

/** Sends the (already compressed) photo's bytes; answers its link. */
export async function uploadPhoto(storeId: string, photo: Blob): Promise<string> {
  const res = await fetch(`/api/custom-store/${encodeURIComponent(storeId)}/photo`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'content-type': photo.type || 'application/octet-stream', accept: 'application/json' },
    body: photo,
  });
  const data = (await res.json().catch(() => ({}))) as { photo?: string; message?: string };
  if (!res.ok || !data.photo) throw new ApiError(res.status, data.message ?? 'No pudimos subir la foto.');
  return data.photo;
}
