import type { App } from '../app';

/** Sends requests like a browser on the app's origin: keeps cookies, sends Origin, comes from one address. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly origin: string,
    private readonly ip: string,
  ) {}

  async request(method: string, path: string, body?: unknown, origin = this.origin): Promise<Response> {
    const headers = new Headers({ origin });
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await this.app.request(
      `${this.origin}${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: this.ip, remotePort: 40000 } } },
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});

  async json<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  setLanguage(language: string) {
    this.cookies.set('i18next', language);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }
}
