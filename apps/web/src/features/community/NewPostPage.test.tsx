import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MESSAGES } from '@stackhive/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost, makeUser, mockAlertsEachTest, renderRoutes, signIn } from '../../test/utils';
import { NewPostPage } from './NewPostPage';

/** A stand-in for XMLHttpRequest that the test drives: progress, then an answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** Answers the upload and lets the page settle (the answer is handled in a promise). */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

const routes = [
  { path: '/NewPost', element: <NewPostPage /> },
  { path: '*', element: null },
];

const png = () => new File(['png-bytes'], 'desk.png', { type: 'image/png' });
const mp4 = () => new File(['mp4-bytes'], 'tour.mp4', { type: 'video/mp4' });

const calls = (fetchMock: ReturnType<typeof signIn>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('NewPostPage', () => {
  const alertSpy = mockAlertsEachTest();
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    // jsdom has no blob: URLs; the previews show the chosen file itself.
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
  });

  it('sends a visitor to /Auth with the login message', async () => {
    signIn(makeUser());
    localStorage.clear();
    renderRoutes(routes, '/NewPost');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Auth'));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToAsk);
  });

  it('alerts when the title is missing', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(makeUser());
    renderRoutes(routes, '/NewPost');
    await user.type(screen.getByLabelText('Body'), 'Some text');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.enterPostTitle);
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
  });

  it('alerts when there is neither a body nor uploaded media', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(makeUser());
    renderRoutes(routes, '/NewPost');
    await user.type(screen.getByLabelText('Title'), 'A title');
    await user.type(screen.getByLabelText('Body'), '   ');
    // A chosen file that was never uploaded does not count.
    await user.upload(screen.getByLabelText('Media'), png());
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.postNeedsContent);
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
  });

  it('uploads each file in its own request with a progress bar, previews it and posts it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const created = makePost({ _id: 'p7', userId: 'u1' });
    const fetchMock = signIn(makeUser(), { 'POST /api/community/new-post': created });
    renderRoutes(routes, '/NewPost');

    const input = screen.getByLabelText('Media');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', expect.stringContaining('video/webm'));
    await user.upload(input, [png(), mp4()]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/media');
    expect(first.headers.authorization).toMatch(/^Bearer /);
    expect((first.body?.get('file') as File).name).toBe('desk.png');
    expect((second.body?.get('file') as File).name).toBe('tour.mp4');

    const bar = screen.getByRole('progressbar', { name: 'Uploading desk.png' });
    expect(screen.getByRole('progressbar', { name: 'Uploading tour.mp4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    first.progress(40, 100);
    expect(bar).toHaveAttribute('value', '40');

    await first.respond(200, { secure_url: '/media/abc.png' });
    expect(
      screen.queryByRole('progressbar', { name: 'Uploading desk.png' }),
    ).not.toBeInTheDocument();
    // The preview is the chosen file: the server shows it to its uploader only until posted.
    expect(screen.getByRole('img', { name: 'desk.png' })).toHaveAttribute('src', 'blob:desk.png');
    // The image asks for its alt text, showing the default it gets otherwise.
    const alt = screen.getByLabelText('Describe this image (alt text)');
    expect(alt).toHaveAttribute('placeholder', 'Image from this post');

    await second.respond(415, { message: MESSAGES.unsupportedMedia });
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.unsupportedMedia);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove tour.mp4' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'My desk');
    expect(alt).toHaveAttribute('placeholder', 'Image from the post "My desk"');
    await user.type(alt, '  Two monitors on a desk ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/community$/));
    expect(JSON.parse(String(calls(fetchMock, 'POST')[0]?.[1]?.body))).toEqual({
      postTitle: 'My desk',
      postBody: '',
      postContent: ['/media/abc.png'],
      postContentAlt: ['Two monitors on a desk'],
      userPosted: 'Ada Lovelace',
      userId: 'u1',
    });
  });

  it('asks for the alt text of images only; blank ones are sent blank for the default', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(makeUser(), { 'POST /api/community/new-post': makePost() });
    renderRoutes(routes, '/NewPost');
    await user.type(screen.getByLabelText('Title'), 'Trip');
    await user.upload(screen.getByLabelText('Media'), [png(), mp4(), png()]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const [first, video, last] = FakeXhr.sent as [FakeXhr, FakeXhr, FakeXhr];
    await first.respond(200, { secure_url: '/media/a.png' });
    await video.respond(200, { secure_url: '/media/b.mp4' });
    await last.respond(200, { secure_url: '/media/c.png' });

    const alts = screen.getAllByLabelText('Describe this image (alt text)');
    expect(alts.map((input) => input.getAttribute('placeholder'))).toEqual([
      'Image 1 of 3 from the post "Trip"',
      'Image 3 of 3 from the post "Trip"',
    ]);
    expect(alts[0]).toHaveAttribute('maxlength', String(LIMITS.postMediaAlt.max));
    await user.type(alts[1]!, 'A map of the route');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST')[0]?.[1]?.body))).toMatchObject({
      postContent: ['/media/a.png', '/media/b.mp4', '/media/c.png'],
      postContentAlt: ['', '', 'A map of the route'],
    });
  });

  it('holds Post while chosen files are not uploaded, saying so (found by a newcomer)', async () => {
    const user = userEvent.setup();
    const created = makePost({ _id: 'p8', userId: 'u1' });
    const fetchMock = signIn(makeUser(), { 'POST /api/community/new-post': created });
    renderRoutes(routes, '/NewPost');
    await user.type(screen.getByLabelText('Title'), 'My desk');
    await user.type(screen.getByLabelText('Body'), 'Look');
    await user.upload(screen.getByLabelText('Media'), png());
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.mediaNotUploaded);
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    // Chosen files all on their way: the message goes.
    expect(screen.queryByText(MESSAGES.mediaNotUploaded)).not.toBeInTheDocument();
    await FakeXhr.sent[0]!.respond(200, { secure_url: '/media/d.png' });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'POST')[0]?.[1]?.body))).toMatchObject({
      postContent: ['/media/d.png'],
    });
  });

  it('removes an uploaded file from the post', async () => {
    const user = userEvent.setup();
    signIn(makeUser());
    renderRoutes(routes, '/NewPost');
    await user.upload(screen.getByLabelText('Media'), mp4());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await FakeXhr.sent[0]!.respond(200, { secure_url: '/media/v.mp4' });
    expect(document.querySelector('video')).toHaveAttribute('src', 'blob:tour.mp4');

    await user.click(screen.getByRole('button', { name: 'Remove tour.mp4' }));
    expect(document.querySelector('video')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:tour.mp4');
    await user.type(screen.getByLabelText('Title'), 'Tour');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.postNeedsContent);
  });

  it("alerts the server's message for a file that is too large", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn(makeUser());
    renderRoutes(routes, '/NewPost');
    await user.upload(screen.getByLabelText('Media'), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await FakeXhr.sent[0]!.respond(413, { message: MESSAGES.imageTooLarge });
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.imageTooLarge);
  });
});
