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
  it('starts the data of a page every signed-in user opens while the viewer is still unknown, and swallows a refusal', async () => {
    const load = vi.fn(async () => {
      throw new ApiError(500, 'INTERNAL_ERROR', 'no');
    });
    await expect(loadPageData(new QueryClient(), {}, load, url)).resolves.toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits for the viewer before the data of a locked page, and asks for none: no 403 in the console', async () => {
    const fetch = vi.fn(async () => Response.json(learner));
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    const load = vi.fn(async () => null);
    await loadPageData(queryClient, { page: 'news' }, load, url);
    expect(load).not.toHaveBeenCalled();
    // the viewer was asked for once, and the page the learner may open loads without asking again
    await loadPageData(queryClient, { page: 'videos' }, load, url);
    expect(load).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for no page data when the viewer cannot be had (the guard sends to the sign-in)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'UNAUTHORIZED', message: 'no session' } }, { status: 401 })),
    );
    const load = vi.fn(async () => null);
    await loadPageData(new QueryClient({ defaultOptions: { queries: { retry: false } } }), { adminOnly: true }, load, url);
    expect(load).not.toHaveBeenCalled();
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
