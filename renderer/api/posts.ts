import { z } from 'zod/mini';
import type { ApiErrorBody } from '../../common/contract/auth';
import { type Post, type PostPage, postRoutes } from '../../common/contract/posts';
import { api } from './client';
import { callOnExit, csrfHeaders } from './raw';
import { ensureCsrfCookie } from './http';

// Short videos (spec §7 /api/posts, /api/home, /api/customPosts, /api/likes, /api/views, /api/watchtime,
// /api/history, /api/likedVideos). Failures reject with the ApiError of api/http.ts.

export type FeedTab = 'foryou' | 'following';

export function getHome(tab: FeedTab, cursor?: string | null): Promise<PostPage> {
  return api(postRoutes.home, { query: { tab, ...(cursor ? { cursor } : {}) } });
}

/** `silent`: a 404 is the caller's business (the /post/{id} page shows its own 404), no message. */
export async function getPost(id: number, options: { silent?: boolean } = {}): Promise<Post> {
  return (await api(postRoutes.get, { params: { id: String(id) } }, options.silent ? { context: { silent: true } } : {})).post;
}

export async function getCustomPosts(): Promise<Post[]> {
  return (await api(postRoutes.custom)).posts;
}

export function getHistory(cursor?: string | null): Promise<PostPage> {
  return api(postRoutes.history, { query: cursor ? { cursor } : {} });
}

export function getLikedVideos(cursor?: string | null): Promise<PostPage> {
  return api(postRoutes.likedVideos, { query: cursor ? { cursor } : {} });
}

export function likePost(postId: number) {
  return api(postRoutes.like, { body: { post_id: postId } });
}

export function unlikePost(likeId: number) {
  return api(postRoutes.unlike, { params: { id: String(likeId) } });
}

/** Counts a view (the server counts one per user, post and day); silent, it is bookkeeping. */
export function viewPost(postId: number) {
  return api(postRoutes.view, { body: { post_id: postId } }, { context: { silent: true } });
}

export interface WatchTimeEntry {
  post_id: number;
  /** Seconds. */
  watchTime: number;
}

export function sendWatchTime(batch: WatchTimeEntry[]) {
  return api(postRoutes.watchTime, { body: { batch } }, { context: { silent: true } });
}

/** Watch time when the page is being left (pagehide). */
export function sendWatchTimeOnExit(batch: WatchTimeEntry[]): void {
  if (batch.length > 0) callOnExit(postRoutes.watchTime, { body: { batch } });
}

export function removePost(id: number) {
  return api(postRoutes.remove, { params: { id: String(id) } });
}

export interface UploadInput {
  video: File;
  title: string;
  text: string;
  gameId: number | null;
}

export class UploadError extends Error {
  readonly status: number | 'network' | 'aborted';
  constructor(status: number | 'network' | 'aborted', message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/**
 * POST /api/posts as multipart through XMLHttpRequest, the one browser API that reports upload progress
 * (`onProgress` gets 0–1). Resolves with the new post (status processing); rejects with UploadError carrying the
 * server's German message on 4xx.
 */
export async function uploadPost(
  input: UploadInput,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<Post> {
  await ensureCsrfCookie();
  const form = new FormData();
  form.append('title', input.title);
  form.append('text', input.text);
  form.append('game_id', input.gameId ? String(input.gameId) : '');
  form.append('video', input.video);
  return new Promise<Post>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', postRoutes.create.path);
    for (const [name, value] of Object.entries(csrfHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new UploadError('network', ''));
    request.onabort = () => reject(new UploadError('aborted', ''));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 202 || request.status === 201) {
        const checked = z.safeParse(postRoutes.create.responses[202], body);
        if (checked.success) resolve(checked.data.post);
        else reject(new UploadError(request.status, ''));
        return;
      }
      const message = (body as Partial<ApiErrorBody> | null)?.message;
      reject(new UploadError(request.status, typeof message === 'string' ? message : ''));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
