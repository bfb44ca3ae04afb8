// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HighlightClip } from '#shared/schemas/athletes';
import { answerRequests } from '#client/test/answer-requests';
import { HighlightReelField } from './highlight-reel-field';

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

const clipOf = (id: string, title: string, featured = false): HighlightClip => ({
  id,
  title,
  featured,
  url: `/uploads/highlights/${id}.mp4`,
  contentType: 'video/mp4',
  srcType: 'file',
  status: 'ready',
  durationSeconds: 42,
  captionsUrl: null,
});

/** The reel routes answer from `state.clips`, as the server would; anything else is a 404. */
function reelServer(state: { clips: HighlightClip[] }) {
  return answerRequests({}, ({ method, url, body }) => {
    const json = (status: number, answer: unknown) => ({ status, body: answer });
    if (url === '/api/me/highlights' && method === 'GET') return json(200, { clips: state.clips });
    if (url === '/api/me/highlights/order' && method === 'PUT') {
      const ids = body.ids as string[];
      state.clips = ids.map((id) => state.clips.find((clip) => clip.id === id)!);
      return json(200, { clips: state.clips });
    }
    const captioned = url.match(/^\/api\/me\/highlights\/([\w-]+)\/captions$/)?.[1];
    const captionsOf = state.clips.find((one) => one.id === captioned);
    if (captionsOf && (method === 'PUT' || method === 'DELETE')) {
      const saved: HighlightClip = {
        ...captionsOf,
        captionsUrl:
          method === 'PUT'
            ? `/uploads/captions/highlights/${captionsOf.id}-${Date.now()}.vtt`
            : null,
      };
      state.clips = state.clips.map((one) => (one.id === saved.id ? saved : one));
      return json(200, { clip: saved });
    }
    const id = url.match(/^\/api\/me\/highlights\/([\w-]+)$/)?.[1];
    const clip = state.clips.find((one) => one.id === id);
    if (clip && method === 'DELETE') {
      state.clips = state.clips.filter((one) => one !== clip);
      if (clip.featured && state.clips[0]) state.clips[0] = { ...state.clips[0], featured: true };
      return json(200, { deleted: true });
    }
    if (clip && method === 'PATCH') {
      if (body.featured)
        state.clips = state.clips.map((one) => ({ ...one, featured: one === clip }));
      const saved = { ...state.clips.find((one) => one.id === id)!, ...body } as HighlightClip;
      state.clips = state.clips.map((one) => (one.id === id ? saved : one));
      state.clips.sort((a, b) => Number(b.featured) - Number(a.featured));
      return json(200, { clip: saved });
    }
    return undefined;
  });
}

function renderField(hasProfile = true) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <HighlightReelField hasProfile={hasProfile} />
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
const captionsText = 'WEBVTT\n\n00:01.000 --> 00:04.000\nA three from the corner\n';
const captionsFile = (text = captionsText) =>
  new File([text], 'junior-season.vtt', { type: 'text/vtt' });
const titles = () =>
  within(screen.getByRole('list', { name: 'Your clips' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-medium')?.textContent);

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

describe('HighlightReelField', () => {
  it('refuses a file of another type or over 200 MB before sending anything', async () => {
    reelServer({ clips: [] });
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

  it('uploads with its title, shows the progress in percent, and cancels', async () => {
    reelServer({ clips: [] });
    const user = renderField();
    await user.type(await screen.findByLabelText(/Clip title/), 'Junior season');
    const file = video('game film.mov', '');
    await user.upload(picker(/Add a highlight video/), file);

    const [request] = FakeUpload.sent;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/me/highlights?title=Junior+season',
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

  it('names a clip after its file when no title is typed, and shows it in the player', async () => {
    reelServer({ clips: [] });
    const user = renderField();
    await user.upload(
      await waitFor(() => picker(/Add a highlight video/)),
      video('state final.mp4'),
    );
    expect(FakeUpload.sent[0]!.url).toBe('/api/me/highlights?title=state+final');
    FakeUpload.sent[0]!.progress(100, 100);
    FakeUpload.sent[0]!.answer(201, { clip: clipOf('c1', 'state final', true) });

    expect(await screen.findByText('"state final" is added to your highlight reel.')).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'Video player: Your highlight: state final' }),
    ).toBeInTheDocument();
    expect(titles()).toEqual(['state final']);
    expect(picker(/Add a clip/)).toBeInTheDocument();
  });

  it('moves clips with buttons, keeping the focus on a button of the moved clip', async () => {
    const state = { clips: [clipOf('a', 'A', true), clipOf('b', 'B'), clipOf('c', 'C')] };
    reelServer(state);
    const user = renderField();
    await user.click(await screen.findByRole('button', { name: 'Move C up' }));
    await waitFor(() => expect(titles()).toEqual(['A', 'C', 'B']));
    expect(await screen.findByText('Moved "C" to place 2 of 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move C up' }));
    await waitFor(() => expect(titles()).toEqual(['C', 'A', 'B']));
    // First now: Up is disabled, so Down holds the focus.
    expect(screen.getByRole('button', { name: 'Move C up' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move C down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['A', 'C', 'B']));
  });

  it('features, renames and deletes a clip after asking', async () => {
    const state = { clips: [clipOf('a', 'A', true), clipOf('b', 'B')] };
    const fetch = reelServer(state);
    const user = renderField();
    await user.click(await screen.findByRole('button', { name: 'Feature B' }));
    expect(await screen.findByText('"B" is now your featured clip.')).toBeVisible();
    await waitFor(() => expect(titles()).toEqual(['B', 'A']));

    await user.click(screen.getByRole('button', { name: 'Rename A' }));
    const field = screen.getByLabelText('New title for A');
    await user.clear(field);
    await user.type(field, 'Defense{Enter}');
    await waitFor(() => expect(titles()).toEqual(['B', 'Defense']));

    await user.click(screen.getByRole('button', { name: 'Delete B' }));
    const question = screen.getByRole('group', { name: 'Delete B?' });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete B' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Delete B' }));
    await user.click(screen.getByRole('button', { name: 'Delete clip' }));
    expect(await screen.findByText('"B" is deleted.')).toBeVisible();
    await waitFor(() => expect(titles()).toEqual(['Defense']));
    expect(
      fetch.mock.calls.some(
        ([url, init]) => String(url) === '/api/me/highlights/b' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('says a full reel is full, and when a clip is still processing', async () => {
    const clips = Array.from({ length: 10 }, (_, index) => clipOf(`c${index}`, `Clip ${index}`));
    clips[0] = { ...clips[0]!, featured: true, url: null, srcType: 'hls', status: 'processing' };
    reelServer({ clips });
    renderField();
    expect(await screen.findByText('Processing your video…')).toBeVisible();
    expect(
      screen.getByText('Your highlight reel holds 10 clips. Delete one to add another.'),
    ).toBeVisible();
    expect(screen.queryByLabelText(/Add a clip/)).toBeNull();
  });

  it('adds captions to a clip from a .vtt file, then replaces and removes them', async () => {
    const state = { clips: [clipOf('a', 'Junior season', true), clipOf('b', 'Defense')] };
    const fetch = reelServer(state);
    const user = renderField();
    const add = await screen.findByRole('button', { name: 'Add captions to Junior season' });
    // An ordinary button that opens the picker, which is out of sight and out of the tab order.
    const picker = screen.getByLabelText('Captions file for Junior season');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', '.vtt,text/vtt');
    expect(picker).not.toBeVisible();
    const opened = vi.spyOn(picker, 'click');
    add.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();

    await user.upload(picker, captionsFile());
    expect(await screen.findByText('Captions added to "Junior season".')).toBeInTheDocument();
    const sent = fetch.mock.calls.find(
      ([url, init]) => String(url) === '/api/me/highlights/a/captions' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ vtt: captionsText });
    const row = within(screen.getByRole('list', { name: 'Your clips' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(within(row).getByText('Captions added')).toBeVisible();
    const replace = within(row).getByRole('button', { name: 'Replace captions of Junior season' });
    await waitFor(() => expect(replace).toHaveFocus());
    // The clip plays with them.
    const player = await screen.findByRole('region', {
      name: 'Video player: Your highlight: Junior season',
    });
    await waitFor(() =>
      expect(player.querySelector('track[kind="captions"]')).toHaveAttribute(
        'src',
        state.clips[0]!.captionsUrl,
      ),
    );
    // The other clip has none yet.
    expect(screen.getByRole('button', { name: 'Add captions to Defense' })).toBeVisible();

    await user.click(
      within(row).getByRole('button', { name: 'Remove captions from Junior season' }),
    );
    expect(await screen.findByText('Captions removed from "Junior season".')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add captions to Junior season' })).toHaveFocus(),
    );
    expect(
      fetch.mock.calls.some(
        ([url, init]) =>
          String(url) === '/api/me/highlights/a/captions' && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(state.clips[0]!.captionsUrl).toBeNull();
  });

  it('says why captions were refused: checked here first, then by the server', async () => {
    const state = { clips: [clipOf('a', 'Junior season', true)] };
    const fetch = reelServer(state);
    const user = renderField();
    await screen.findByRole('button', { name: 'Add captions to Junior season' });
    const picker = screen.getByLabelText('Captions file for Junior season');

    await user.upload(
      picker,
      captionsFile('WEBVTT\n\n00:01.000 --> 00:02.000\n<script>x</script>\n'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Line 4: only WebVTT's own tags are allowed (found <script>).",
    );
    await user.upload(picker, captionsFile('x'.repeat(300 * 1024)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The captions file is larger than 256 KB. Choose a smaller one.',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/captions'))).toBe(false);

    // The server's own refusal shows in the same place.
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      String(input).endsWith('/captions')
        ? Response.json(
            { code: 'NOT_FOUND', message: 'This clip is no longer in your highlight reel.' },
            { status: 404 },
          )
        : answer(input, init),
    );
    await user.upload(picker, captionsFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This clip is no longer in your highlight reel.',
    );
    expect(screen.getByRole('button', { name: 'Add captions to Junior season' })).toBeEnabled();
  });

  it('asks for a saved profile before a video', () => {
    const fetch = reelServer({ clips: [] });
    renderField(false);
    expect(
      screen.getByText('Save your athlete profile first, then add a highlight video.'),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
