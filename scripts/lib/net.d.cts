export function freePort(): Promise<number>;
export function waitForPort(port: number, timeoutMs: number, host?: string): Promise<void>;
