// The WHATWG URL class, which browsers and Node both provide; core uses no other platform API.
declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly searchParams: { get(name: string): string | null };
  toString(): string;
}
