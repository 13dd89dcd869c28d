// The little of the `ws` package (a dependency of socket.io, hoisted) that live-helpers.ts uses; it has no types.
declare module 'ws' {
  export default class WebSocket {
    static readonly OPEN: number;
    readyState: number;
    constructor(url: string, options?: { headers?: Record<string, string> });
    on(event: 'open', listener: () => void): this;
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
    on(event: 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    send(data: string | Buffer): void;
    close(): void;
  }
}
