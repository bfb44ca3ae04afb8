// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HighlightVideo } from '#shared/schemas/athletes';
import { HighlightVideoField } from './highlight-video-field';

/** Stands in for the browser's XMLHttpRequest: the test decides how the upload goes. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const ready: HighlightVideo = {
  url: '/uploads/highlights/p-1.mp4',
  contentType: 'video/mp4',
  srcType: 'file',
  status: 'ready',
  durationSeconds: 42,
};

/** GET and DELETE /api/me/highlight-video answer from `state`; anything else is a 404. */
function mockApi(state: { highlightVideo: HighlightVideo | null }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (String(input) !== '/api/me/highlight-video') return json(404, { code: 'NOT_FOUND' });
    if (method === 'DELETE') {
      const deleted = state.highlightVideo !== null;
      state.highlightVideo = null;
      return json(200, { deleted });
    }
    return json(200, { highlightVideo: state.highlightVideo });
  });
}

function renderField(hasProfile = true) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <HighlightVideoField hasProfile={hasProfile} />
    </QueryClientProvider>,
  );
  // Files are offered whatever the picker's accept list says, as a drop or "All files" would.
  return userEvent.setup({ applyAccept: false });
}

const picker = (name: RegExp) => screen.getByLabelText(name);
const video = (name = 'clip.mp4', type = 'video/mp4', size?: number) => {
  const file = new File([new Uint8Array(64)], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  // Unmount while the media is still faked: the player resets its video as it goes.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HighlightVideoField', () => {
  it('refuses a file of another type or over 200 MB before sending anything', async () => {
    mockApi({ highlightVideo: null });
    const user = renderField();
    await user.upload(
      await waitFor(() => picker(/Add a highlight video/)),
      video('notes.txt', 'text/plain'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an MP4, WebM or MOV video.');

    await user.upload(
      picker(/Add a highlight video/),
      video('game.mp4', 'video/mp4', 201 * 1024 * 1024),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The video is larger than 200 MB. Choose a smaller one.',
    );
    expect(FakeUpload.sent).toEqual([]);
  });

  it('uploads with PUT, shows the progress in percent, and cancels', async () => {
    mockApi({ highlightVideo: null });
    const user = renderField();
    const file = video('game film.mov', '');
    await user.upload(await waitFor(() => picker(/Add a highlight video/)), file);

    const [request] = FakeUpload.sent;
    expect(request).toMatchObject({
      method: 'PUT',
      url: '/api/me/highlight-video',
      withCredentials: true,
      headers: { 'content-type': 'video/quicktime' },
    });
    expect(request!.body).toBe(file);
    expect(screen.getByText('Uploading game film.mov')).toBeVisible();

    request!.progress(42, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading highlight video' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByText('42%')).toBeVisible();
    const cancel = screen.getByRole('button', { name: 'Cancel upload' });
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    expect(request!.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled. Nothing was changed.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(picker(/Add a highlight video/)).toBeInTheDocument();
  });

  it('shows the uploaded video in the player with Replace and Delete', async () => {
    mockApi({ highlightVideo: null });
    const user = renderField();
    await user.upload(await waitFor(() => picker(/Add a highlight video/)), video());
    FakeUpload.sent[0]!.progress(100, 100);
    FakeUpload.sent[0]!.answer(200, { highlightVideo: ready });

    expect(await screen.findByText('Your highlight video is uploaded.')).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'Video player: Your highlight video' }),
    ).toBeInTheDocument();
    expect(picker(/Replace video/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('shows the server’s message when it refuses the file', async () => {
    mockApi({ highlightVideo: null });
    const user = renderField();
    await user.upload(await waitFor(() => picker(/Add a highlight video/)), video());
    FakeUpload.sent[0]!.answer(415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'That file is not an MP4, WebM or MOV video. Choose another file.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is not an MP4, WebM or MOV video. Choose another file.',
    );
  });

  it('deletes the video after asking, and keeps it when told to', async () => {
    const state = { highlightVideo: ready as HighlightVideo | null };
    const fetch = mockApi(state);
    const user = renderField();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('group', { name: /Delete your highlight video\?/ });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete video' }));
    expect(await screen.findByText('Your highlight video is deleted.')).toBeVisible();
    expect(picker(/Add a highlight video/)).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => String(url) === '/api/me/highlight-video' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('says when the video is still processing, and asks to save the profile first', async () => {
    mockApi({ highlightVideo: { ...ready, url: null, srcType: 'hls', status: 'processing' } });
    renderField();
    expect(await screen.findByText('Processing your video…')).toBeVisible();
    expect(picker(/Replace video/)).toBeInTheDocument();
  });

  it('asks for a saved profile before a video', () => {
    const fetch = mockApi({ highlightVideo: null });
    renderField(false);
    expect(
      screen.getByText('Save your athlete profile first, then add a highlight video.'),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
