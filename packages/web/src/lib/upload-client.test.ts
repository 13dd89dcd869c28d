// The upload client with a stand-in XMLHttpRequest (Node has none): progress, the envelope, and every failure
// turning into the ApiError the screens read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, failsWith, isUnauthorized, messageOf } from './api-client.ts';
import { readUploadAnswer, uploadForm } from './upload-client.ts';

/** The error as a call that names `fallback` for its own failure (failsWith) hands it on. */
const failedWith = (fallback: string, error: unknown): Promise<unknown> =>
  Promise.reject(error)
    .catch(failsWith(fallback))
    .catch((caught: unknown) => caught);

type Handler = ((event: ProgressEvent) => void) | null;

class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  path = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, path: string) {
    this.method = method;
    this.path = path;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
    this.onloadend?.();
  }
}

function current(): FakeRequest {
  const request = FakeRequest.last;
  if (!request) throw new Error('no request was made');
  return request;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.last = undefined;
});

describe('uploadForm', () => {
  it('posts the form with the cookie, reports progress and resolves with the envelope', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const form = new FormData();
    form.append('filename', 'a.wav');
    const seen: number[] = [];
    const done = uploadForm<{ id: string }>('/uploadprofileimage', form, { onProgress: (f) => seen.push(f) });
    const request = current();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/uploadprofileimage');
    expect(request.withCredentials).toBe(true);
    expect(request.body).toBe(form);
    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(200, '{"success":true,"id":"p1","filename":"x.jpg"}');
    await expect(done).resolves.toEqual({ success: true, id: 'p1', filename: 'x.jpg' });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's sentence on a refusal", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const done = uploadForm('/uploadprofileimage', new FormData());
    current().answer(400, `{"success":false,"error":"You've uploaded the maximum number of images"}`);
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(messageOf(await failedWith('fallback', error))).toBe(
      "You've uploaded the maximum number of images",
    );
  });

  it('marks 401 as unauthorised and a lost connection as status 0 without server words', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const signedOut = uploadForm('/uploadvrfile', new FormData());
    current().answer(401, '{"success":false,"error":"Unauthorized"}');
    expect(isUnauthorized(await signedOut.catch((caught: unknown) => caught))).toBe(true);

    const offline = uploadForm('/uploadvrfile', new FormData());
    current().onerror?.();
    const error = await offline.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, fromServer: false });
    expect(messageOf(await failedWith('Oops something went wrong!', error))).toBe(
      'Oops something went wrong!',
    );
  });

  it('stops the request when the signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const done = uploadForm('/uploadvrfile', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(current().aborted).toBe(true);
  });
});

describe('readUploadAnswer', () => {
  it('treats a proxy page or a 200 without success as unexpected, with no server words', () => {
    expect(() => readUploadAnswer(502, '<html>Bad gateway</html>')).toThrow('Oops something went wrong!');
    const error = (() => {
      try {
        readUploadAnswer(200, 'not json');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toMatchObject({ status: 200, fromServer: false });
  });

  it('turns a 200 with success:false into a refusal carrying its sentence', () => {
    expect(() => readUploadAnswer(200, '{"success":false,"error":"Nope"}')).toThrow('Nope');
  });
});
