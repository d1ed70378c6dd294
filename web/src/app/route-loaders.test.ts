import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ME_QUERY_KEY } from '../lib/session';
import { makeLearnerMe } from '../test/me-fixture';
import { loadPageData, loadViewer } from './route-loaders';

const learner = makeLearnerMe({ tourSeen: true });

const url = new URL('http://localhost/dashboard');

afterEach(() => vi.unstubAllGlobals());

describe('loadViewer', () => {
  it('leaves a 401 to the guard instead of failing the route', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'UNAUTHORIZED', message: 'no session' } }, { status: 401 })),
    );
    const queryClient = new QueryClient();
    await expect(loadViewer(queryClient)).resolves.toBeNull();
    const state = queryClient.getQueryState(ME_QUERY_KEY);
    expect(state?.status).toBe('error');
    expect((state?.error as ApiError).status).toBe(401);
  });

  it('asks the server again even when the viewer is cached (an admin may have changed it)', async () => {
    const fetch = vi.fn(async () => Response.json(learner));
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, learner);
    await loadViewer(queryClient);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('loadPageData', () => {
  it('starts the page data while the viewer is still unknown, without waiting, and swallows a refusal', async () => {
    const load = vi.fn(async () => {
      throw new ApiError(403, 'FORBIDDEN', 'no');
    });
    expect(loadPageData(new QueryClient(), { adminOnly: true }, load, url)).toBeNull();
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fetches nothing for a page the known viewer may not open', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, learner);
    const load = vi.fn(async () => null);
    await loadPageData(queryClient, { adminOnly: true }, load, url);
    await loadPageData(queryClient, { page: 'news' }, load, url);
    expect(load).not.toHaveBeenCalled();
    await loadPageData(queryClient, { page: 'videos' }, load, url);
    expect(load).toHaveBeenCalledOnce();
  });
});
