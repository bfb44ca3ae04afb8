import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Thread } from '#shared/schemas/messaging';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';

// Messaging (docs/product.md#messaging): the typed calls and query options the Messages page,
// the guardian's thread page and the Message buttons share.

const messagesKey = ['messages'] as const;

/**
 * How often an open conversation and the list ask for new messages: rarely while the event
 * stream is open (it tells at once), every few seconds when it is not.
 */
export const MESSAGES_POLL_MS = 3000;
const MESSAGES_POLL_LIVE_MS = 60_000;
let eventsLive = false;
const pollEvery = () => (eventsLive ? MESSAGES_POLL_LIVE_MS : MESSAGES_POLL_MS);

/**
 * The signed-in member's message events (GET /api/messages/events): each change to one of their
 * conversations, on any server instance, makes every messages query ask again. Mounted once per
 * page, by the header's Messages link.
 */
export function useMessageEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/messages/events');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messagesKey });
    // Ready again after a reconnection: what changed meanwhile is asked for.
    source.addEventListener('ready', () => {
      eventsLive = true;
      refresh();
    });
    source.addEventListener('conversations', refresh);
    source.onerror = () => {
      eventsLive = false;
    };
    return () => {
      eventsLive = false;
      source.close();
    };
  }, [queryClient]);
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: [...messagesKey, 'list'] as const,
    queryFn: ({ signal }) => unwrap(api.messages.$get(undefined, withSignal(signal))),
    refetchInterval: pollEvery,
  });

/** The header's count of unread messages: the same list, asked less often. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...messagesKey, 'unread'] as const,
    queryFn: ({ signal }) => unwrap(api.messages.$get(undefined, withSignal(signal))),
    select: (data) => data.conversations.reduce((sum, one) => sum + one.unread, 0),
    refetchInterval: () => (eventsLive ? MESSAGES_POLL_LIVE_MS : 15_000),
  });

export const threadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'thread', id] as const,
    queryFn: ({ signal }) =>
      unwrap(api.messages[':id'].$get({ param: { id: pathParam(id) } }, withSignal(signal))),
    refetchInterval: pollEvery,
  });

export const guardianThreadQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'guardian', token] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.messages.guardian[':token'].$get(
          { param: { token: pathParam(token) } },
          withSignal(signal),
        ),
      ),
    refetchInterval: MESSAGES_POLL_MS,
    retry: false,
  });

/** The signed-in athlete's clips that play, to attach one to a message. */
export const attachableClipsQueryOptions = () =>
  queryOptions({
    queryKey: [...messagesKey, 'clips'] as const,
    queryFn: async ({ signal }) => {
      const { clips } = await unwrap(api.me.highlights.$get(undefined, withSignal(signal)));
      return clips
        .filter((clip) => clip.status === 'ready' && clip.url)
        .map((clip) => ({ id: clip.id, title: clip.title }));
    },
    refetchInterval: false,
  });

/** Whether the signed-in coach may message an athlete now, and if not why. */
export const mayMessageQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'may', athleteId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.messages.athletes[':athleteId'].$get(
          { param: { athleteId: pathParam(athleteId) } },
          withSignal(signal),
        ),
      ),
  });

function useMessagesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messagesKey });
}

export function useSendMessage(conversationId: string) {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: ({ text, clipId }: { text: string; clipId?: string | undefined }) =>
      unwrap(
        api.messages[':id'].$post({
          param: { id: pathParam(conversationId) },
          json: clipId ? { text, clipId } : { text },
        }),
      ),
    onSettled: changed,
  });
}

export function useStartWithAthlete() {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: (input: { athleteId: string; text: string }) =>
      unwrap(api.messages.athletes.$post({ json: input })),
    onSettled: changed,
  });
}

export function useStartWithCoach() {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: (input: { coachId: string; text: string }) =>
      unwrap(api.messages.coaches.$post({ json: input })),
    onSettled: changed,
  });
}

export function useAnswerRequest(conversationId: string) {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      unwrap(
        api.messages[':id'].answer.$post({
          param: { id: pathParam(conversationId) },
          json: { answer },
        }),
      ),
    onSettled: changed,
  });
}

/** A signed-in guardian switches off contact from this coach or from all coaches. */
export function useContactOff(conversationId: string) {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: (scope: 'this-coach' | 'all-coaches') =>
      unwrap(
        api.messages[':id']['contact-off'].$post({
          param: { id: pathParam(conversationId) },
          json: { scope },
        }),
      ),
    onSettled: changed,
  });
}

export function useBlock(conversationId: string) {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: () =>
      unwrap(api.messages[':id'].block.$post({ param: { id: pathParam(conversationId) } })),
    onSettled: changed,
  });
}

export function useUnblock(conversationId: string) {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: () =>
      unwrap(api.messages[':id'].block.$delete({ param: { id: pathParam(conversationId) } })),
    onSettled: changed,
  });
}

/** An athlete of 18 takes their parent or guardian off a conversation. */
export function useRemoveGuardians(conversationId: string) {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: () =>
      unwrap(api.messages[':id'].guardians.$delete({ param: { id: pathParam(conversationId) } })),
    onSettled: changed,
  });
}

const settingsKey = [...messagesKey, 'settings'] as const;

/** The member's messaging choices (unread-message emails). */
export const messagingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => unwrap(api.messages.settings.$get(undefined, withSignal(signal))),
    refetchInterval: false,
  });

export function useSaveMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unreadEmails: boolean) =>
      unwrap(api.messages.settings.$put({ json: { unreadEmails } })),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** What a guardian's link lets them do in the one thread it opens. */
export function useGuardianActions(token: string) {
  const changed = useMessagesChanged();
  const param = { token: pathParam(token) };
  return {
    reply: useMutation({
      mutationFn: (text: string) =>
        unwrap(api.messages.guardian[':token'].$post({ param, json: { text } })),
      onSettled: changed,
    }),
    answer: useMutation({
      mutationFn: (answer: 'accept' | 'decline') =>
        unwrap(api.messages.guardian[':token'].answer.$post({ param, json: { answer } })),
      onSettled: changed,
    }),
    contactOff: useMutation({
      mutationFn: (scope: 'this-coach' | 'all-coaches') =>
        unwrap(api.messages.guardian[':token']['contact-off'].$post({ param, json: { scope } })),
      onSettled: changed,
    }),
  };
}

export type { Thread };
