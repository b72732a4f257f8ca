export declare const CHROMIUM_LAUNCH_OPTIONS: { executablePath: string; args: string[] };
