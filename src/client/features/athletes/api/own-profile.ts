import { useQuery } from '@tanstack/react-query';
import type { AthleteDetails, ProfileEditorInput } from '../../../../shared/schemas/athletes';
import { ApiError, apiFetch } from '../../../lib/api';

export const ownProfileQueryKey = ['me', 'profile'] as const;

export const useOwnProfile = () =>
  useQuery({
    queryKey: ownProfileQueryKey,
    queryFn: () => apiFetch<{ profile: AthleteDetails | null }>('/api/me/profile'),
  });

export const saveOwnProfile = (values: ProfileEditorInput) =>
  apiFetch<{ created: boolean; profile: AthleteDetails }>('/api/me/profile', {
    method: 'PUT',
    body: values,
  });

/** Uploads the photo with progress (fetch cannot report upload progress; XHR can). */
export function uploadAvatar(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ avatarUrl: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/me/avatar');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { avatarUrl?: string; code?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON: keep the status message below
      }
      if (request.status >= 200 && request.status < 300 && body.avatarUrl) {
        resolve({ avatarUrl: body.avatarUrl });
      } else {
        reject(
          new ApiError(
            request.status,
            body.code ?? `HTTP_${request.status}`,
            body.message ?? 'The photo could not be uploaded.',
          ),
        );
      }
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'The photo could not be uploaded. Check your connection.'));
    const form = new FormData();
    form.set('avatar', file);
    request.send(form);
  });
}
