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
    if (body === undefined) return this.send(method, path, undefined, undefined, origin);
    return this.send(method, path, JSON.stringify(body), 'application/json', origin);
  }

  /** A file upload as the browser sends it: the bytes as the body, with the file's type. */
  async upload<T = unknown>(path: string, bytes: Uint8Array | string, contentType: string): Promise<{ status: number; body: T }> {
    const response = await this.send('POST', path, typeof bytes === 'string' ? bytes : new Blob([new Uint8Array(bytes)]), contentType);
    return { status: response.status, body: (await response.json()) as T };
  }

  private async send(method: string, path: string, body: BodyInit | undefined, contentType: string | undefined, origin = this.origin) {
    const headers = new Headers({ origin });
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    if (contentType) headers.set('content-type', contentType);
    const response = await this.app.request(
      `${this.origin}${path}`,
      { method, headers, body },
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
