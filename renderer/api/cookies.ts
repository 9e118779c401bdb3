// Cookie access behind an interface: document.cookie in the browser, an in-memory jar with the same
// semantics in node tests (and anywhere without a document).

export interface CookieAccess {
  /** The "a=1; b=2" string document.cookie returns. */
  read(): string;
  /** One assignment as document.cookie accepts it: "name=value; Max-Age=…; Path=/". */
  write(assignment: string): void;
}

const documentCookieAccess: CookieAccess = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (assignment) => {
    if (typeof document !== 'undefined') document.cookie = assignment;
  },
};

let access: CookieAccess = documentCookieAccess;

export function setCookieAccess(next: CookieAccess): void {
  access = next;
}

export function resetCookieAccess(): void {
  access = documentCookieAccess;
}

export function readCookieHeader(): string {
  return access.read();
}

export function listCookies(): { name: string; value: string }[] {
  return access
    .read()
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const separator = part.indexOf('=');
      return separator === -1
        ? { name: part, value: '' }
        : { name: part.slice(0, separator), value: part.slice(separator + 1) };
    });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function readCookie(name: string): string | null {
  const found = listCookies().find((cookie) => cookie.name === name);
  return found ? safeDecode(found.value) : null;
}

export interface WriteCookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function writeCookie(name: string, value: string, options: WriteCookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.round(options.maxAgeSeconds)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  access.write(parts.join('; '));
}

export function deleteCookie(name: string, path = '/'): void {
  access.write(`${name}=; Path=${path}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
}

/** An in-memory cookie jar with document.cookie semantics (Max-Age=0 or a past Expires deletes). */
export function createMemoryCookieAccess(initial: Record<string, string> = {}): CookieAccess & {
  entries(): Map<string, string>;
} {
  const jar = new Map<string, string>(Object.entries(initial));
  return {
    read: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    write(assignment) {
      const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) return;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired) jar.delete(name);
      else jar.set(name, value);
    },
    entries: () => new Map(jar),
  };
}
