/**
 * The WHATWG URL classes, which every runtime of the contracts has (browsers, Node, Electron) but the ES library this
 * package compiles against does not declare. Only the members the contracts use; the web and the API compile these
 * sources against their own full declarations (DOM, @types/node), so this file is for this package's check alone.
 */
declare class URLSearchParams {
  constructor(init?: string);
  forEach(callback: (value: string, key: string) => void): void;
  toString(): string;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
}
