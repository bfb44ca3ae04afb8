// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageList, MessageThread, SubscriberList } from '#shared/schemas/admin-inbox';
import type { Report, ReportList } from '#shared/schemas/reports';
import { ok, sentBody, type Answer } from '#client/test/answer-requests';
import { renderRoutes } from '#client/test/render-routes';
import { Component as InboxPage } from './inbox-page';

const MESSAGE_ID = '6d1c2f3a-0000-4000-8000-000000000001';
const REPORT_ID = '3f2a9c1e-0000-4000-8000-000000000002';

const thread: MessageThread = {
  id: MESSAGE_ID,
  name: 'Dana Coach',
  email: 'dana@example.com',
  subject: 'Club sign-up',
  message: 'Can our whole club join?\nWe are 24 players.',
  status: 'new',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  replies: [],
};

const messages: MessageList = {
  items: [
    {
      id: MESSAGE_ID,
      name: 'Dana Coach',
      email: 'dana@example.com',
      subject: 'Club sign-up',
      preview: 'Can our whole club join?',
      status: 'new',
      replyCount: 0,
      createdAt: thread.createdAt,
      updatedAt: thread.updatedAt,
    },
  ],
  nextCursor: null,
  counts: { new: 1, answered: 4, closed: 2, all: 7 },
};

const emptyMessages: MessageList = {
  items: [],
  nextCursor: null,
  counts: { new: 0, answered: 0, closed: 0, all: 0 },
};

const report: Report = {
  id: REPORT_ID,
  reference: '3F2A9C1E',
  targetType: 'athlete',
  targetId: 'a1',
  target: { title: 'Riley Carter', url: '/athlete/a1' },
  held: false,
  reason: 'impersonation',
  details: 'Not the real Riley',
  reporterUserId: null,
  reporterEmail: 'parent@example.com',
  status: 'open',
  createdAt: '2026-11-21T09:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
};

const renderInbox = (path: string, answers: Record<string, Answer>) =>
  renderRoutes([{ path: '/admin-dashboard/inbox', Component: InboxPage }], path, answers);

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the inbox', () => {
  it('lists new messages with the counts, opens one and sends an answer', async () => {
    const answered: MessageThread = {
      ...thread,
      status: 'answered',
      replies: [
        {
          id: 'r1',
          authorName: 'Alex Admin',
          body: 'Yes, choose the Organization account.',
          createdAt: '2026-11-22T08:00:00.000Z',
        },
      ],
    };
    const answers: Record<string, Answer> = {
      'GET /api/admin/messages?status=new': ok(messages),
      [`GET /api/admin/messages/${MESSAGE_ID}`]: ok(thread),
      [`POST /api/admin/messages/${MESSAGE_ID}/reply`]: ok(answered),
    };
    const { fetch, router, user } = renderInbox('/admin-dashboard/inbox', answers);

    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    const filters = screen.getByRole('group', { name: 'Message status' });
    expect(await within(filters).findByRole('button', { name: 'New 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters).getByRole('button', { name: 'All 7' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Club sign-up' }));
    const heading = await screen.findByRole('heading', { name: 'Club sign-up' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe(`?tab=messages&message=${MESSAGE_ID}`);
    expect(screen.getByText('No answers yet.')).toBeVisible();

    // An empty answer is not sent.
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Please write your answer')).toBeVisible();

    // From now on the server has the answer in the thread.
    answers[`GET /api/admin/messages/${MESSAGE_ID}`] = ok(answered);
    await user.type(screen.getByLabelText('Your answer'), 'Yes, choose the Organization account.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeVisible();
    expect(sentBody(fetch, `POST /api/admin/messages/${MESSAGE_ID}/reply`)).toEqual({
      body: 'Yes, choose the Organization account.',
    });
    expect(screen.getByText('Alex Admin')).toBeVisible();
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Mark as closed' })).toBeVisible();
  });

  it('keeps the answer and says why when the mail cannot be sent', async () => {
    const { user } = renderInbox(`/admin-dashboard/inbox?tab=messages&message=${MESSAGE_ID}`, {
      [`GET /api/admin/messages/${MESSAGE_ID}`]: ok(thread),
      [`POST /api/admin/messages/${MESSAGE_ID}/reply`]: {
        status: 503,
        body: {
          code: 'UNAVAILABLE',
          message: 'Your answer could not be sent just now, so it was not saved.',
        },
      },
    });
    await user.type(await screen.findByLabelText('Your answer'), 'Welcome aboard!');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent just now, so it was not saved.',
    );
    expect(screen.getByLabelText('Your answer')).toHaveValue('Welcome aboard!');
  });

  it('moves between tabs with the arrow keys and shows each empty state', async () => {
    const { router, user } = renderInbox('/admin-dashboard/inbox', {
      'GET /api/admin/messages?status=new': ok(emptyMessages),
      'GET /api/admin/reports?status=open': ok({ items: [], nextCursor: null } as ReportList),
      'GET /api/admin/newsletter': ok({ items: [], nextCursor: null, total: 0 } as SubscriberList),
    });
    expect(await screen.findByText('No messages here.')).toBeVisible();

    screen.getByRole('tab', { name: 'Messages' }).focus();
    await user.keyboard('{ArrowRight}');
    const reports = screen.getByRole('tab', { name: 'Reports' });
    expect(reports).toHaveFocus();
    expect(reports).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=reports');
    expect(await screen.findByText('No reports here.')).toBeVisible();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Newsletter' })).toHaveFocus();
    expect(await screen.findByText('No confirmed subscribers yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/newsletter/export.csv',
    );
  });

  it('holds a report’s content with the reason shown to its owner', async () => {
    const { fetch, user } = renderInbox('/admin-dashboard/inbox?tab=reports', {
      'GET /api/admin/reports?status=open': ok({ items: [report], nextCursor: null }),
      [`POST /api/admin/reports/${REPORT_ID}/hold`]: ok({
        ...report,
        held: true,
        status: 'resolved',
      }),
    });
    expect(await screen.findByRole('link', { name: 'Riley Carter' })).toHaveAttribute(
      'href',
      '/athlete/a1',
    );
    expect(screen.getByText('Pretends to be someone else')).toBeVisible();
    expect(screen.getByText('Not the real Riley')).toBeVisible();
    expect(screen.getByText('parent@example.com')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hold Riley Carter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold this content' });
    await user.type(
      within(dialog).getByLabelText('Reason shown to the owner'),
      'Checking who this is',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hold content' }));
    expect(await screen.findByText('Content held')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetch, `POST /api/admin/reports/${REPORT_ID}/hold`)).toEqual({
      reason: 'Checking who this is',
    });
  });
});
