import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileEditor } from '#shared/schemas/athletes';
import { ApiError } from '#client/lib/api';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { athleteKeys } from './athlete-keys';

/** The signed-in user's own athlete profile, null before the first save. */
export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: athleteKeys.ownProfile(),
    queryFn: ({ signal }) => unwrap(api.me.profile.$get(undefined, withSignal(signal))),
  });

export const useOwnProfile = () => useQuery(ownProfileQueryOptions());

/** Uploads the photo with progress (fetch cannot report upload progress; XHR can). */
function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // The typed client gives the route's path (relative to /api), so a renamed route fails here.
    request.open('POST', `/api${api.me.avatar.$path()}`);
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
        resolve();
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

/**
 * Saves the profile, then the new photo if one was chosen (reporting its upload progress), and
 * refreshes everything that shows athletes: the lists, the pages and this profile.
 */
export function useSaveOwnProfile(onPhotoProgress: (fraction: number | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, photo }: { values: ProfileEditor; photo: File | null }) => {
      const saved = await unwrap(api.me.profile.$put({ json: values }));
      if (photo) {
        onPhotoProgress(0);
        try {
          await uploadAvatar(photo, onPhotoProgress);
        } finally {
          onPhotoProgress(null);
        }
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: athleteKeys.all }),
  });
}
