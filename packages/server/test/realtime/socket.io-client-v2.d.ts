/** The slice of socket.io-client 2 (npm alias socket.io-client-v2, no bundled types) the tests use. */
declare module "socket.io-client-v2" {
  interface SocketV2 {
    connected: boolean;
    io: { engine: { transport: { name: string } } };
    on<A extends unknown[]>(event: string, listener: (...args: A) => void): SocketV2;
    once<A extends unknown[]>(event: string, listener: (...args: A) => void): SocketV2;
    emit(event: string, ...args: unknown[]): SocketV2;
    close(): SocketV2;
  }
  interface OptionsV2 {
    query?: Record<string, string>;
    transports?: string[];
    reconnection?: boolean;
    forceNew?: boolean;
    extraHeaders?: Record<string, string>;
  }
  function io(url: string, options?: OptionsV2): SocketV2;
  namespace io {
    export type Socket = SocketV2;
  }
  export = io;
}
