// Valve KeyValues ("VDF") text format, as Steam writes libraryfolders.vdf and appmanifest_*.acf:
//
//   "AppState"            // a key followed by an object …
//   {
//     "appid"   "440"     // … or by a string value
//     "name"    "Team \"Fortress\" 2"
//   }
//
// Supported: quoted strings with the escapes \\ \" \n \t \r, unquoted tokens, nested objects, // line
// comments, and platform conditionals such as [$WIN32] after a value (skipped, the pair is kept). Keys are
// compared case-insensitively by Steam, so `vdfGet` does the same; when a key repeats in one object the
// last occurrence wins.

export type VdfValue = string | VdfObject;
export interface VdfObject {
  [key: string]: VdfValue;
}

export class VdfSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
    this.name = 'VdfSyntaxError';
  }
}

type Token =
  | { kind: 'string'; value: string; line: number }
  | { kind: 'open'; line: number }
  | { kind: 'close'; line: number }
  | { kind: 'conditional'; line: number };

const ESCAPES: Record<string, string> = { '\\': '\\', '"': '"', n: '\n', t: '\t', r: '\r' };
const UNQUOTED_TERMINATORS = new Set(['{', '}', '"']);

function isWhitespace(character: string): boolean {
  return character === ' ' || character === '\t' || character === '\n' || character === '\r' || character === '\f';
}

function* tokenize(text: string): Generator<Token> {
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (index < text.length) {
    const character = text[index] as string;
    if (character === '\n') {
      line++;
      index++;
    } else if (isWhitespace(character)) {
      index++;
    } else if (character === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index++;
    } else if (character === '{') {
      yield { kind: 'open', line };
      index++;
    } else if (character === '}') {
      yield { kind: 'close', line };
      index++;
    } else if (character === '[') {
      const end = text.indexOf(']', index);
      if (end === -1) throw new VdfSyntaxError('unterminated conditional', line);
      yield { kind: 'conditional', line };
      index = end + 1;
    } else if (character === '"') {
      const startLine = line;
      let value = '';
      index++;
      for (;;) {
        if (index >= text.length) throw new VdfSyntaxError('unterminated string', startLine);
        const inner = text[index] as string;
        if (inner === '"') {
          index++;
          break;
        }
        if (inner === '\\' && index + 1 < text.length) {
          const escaped = text[index + 1] as string;
          const replacement = ESCAPES[escaped];
          // An unknown escape keeps the backslash, as Steam's own reader does for Windows paths.
          value += replacement ?? `\\${escaped}`;
          if (escaped === '\n') line++;
          index += 2;
          continue;
        }
        if (inner === '\n') line++;
        value += inner;
        index++;
      }
      yield { kind: 'string', value, line: startLine };
    } else {
      let value = '';
      while (index < text.length) {
        const inner = text[index] as string;
        if (isWhitespace(inner) || UNQUOTED_TERMINATORS.has(inner)) break;
        value += inner;
        index++;
      }
      yield { kind: 'string', value, line };
    }
  }
}

export function parseVdf(text: string): VdfObject {
  const root: VdfObject = Object.create(null);
  const stack: VdfObject[] = [root];
  let pendingKey: string | null = null;
  let lastLine = 1;

  for (const token of tokenize(text)) {
    lastLine = token.line;
    const current = stack[stack.length - 1] as VdfObject;
    switch (token.kind) {
      case 'conditional':
        break;
      case 'string':
        if (pendingKey === null) {
          pendingKey = token.value;
        } else {
          current[pendingKey] = token.value;
          pendingKey = null;
        }
        break;
      case 'open': {
        if (pendingKey === null) throw new VdfSyntaxError('object without a key', token.line);
        const child: VdfObject = Object.create(null);
        current[pendingKey] = child;
        stack.push(child);
        pendingKey = null;
        break;
      }
      case 'close':
        if (pendingKey !== null) throw new VdfSyntaxError(`key "${pendingKey}" without a value`, token.line);
        if (stack.length === 1) throw new VdfSyntaxError('unbalanced closing brace', token.line);
        stack.pop();
        break;
    }
  }
  if (pendingKey !== null) throw new VdfSyntaxError(`key "${pendingKey}" without a value`, lastLine);
  if (stack.length !== 1) throw new VdfSyntaxError('unclosed object at end of text', lastLine);
  return root;
}

/** Case-insensitive lookup, the way Steam reads its own files. */
export function vdfGet(object: VdfObject, key: string): VdfValue | undefined {
  if (key in object) return object[key];
  const wanted = key.toLowerCase();
  let found: VdfValue | undefined;
  for (const [candidate, value] of Object.entries(object)) {
    if (candidate.toLowerCase() === wanted) found = value;
  }
  return found;
}

export function vdfGetString(object: VdfObject, key: string): string | undefined {
  const value = vdfGet(object, key);
  return typeof value === 'string' ? value : undefined;
}

export function vdfGetObject(object: VdfObject, key: string): VdfObject | undefined {
  const value = vdfGet(object, key);
  return typeof value === 'object' ? value : undefined;
}
