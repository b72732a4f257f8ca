import type { ParsedMail } from 'mailparser';

export interface MailServer {
  port: number;
  dir: string;
  refuse(on: boolean): void;
  messages(): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export function startMailServer(options: { dir: string; port?: number; host?: string }): Promise<MailServer>;

export function startMailViewer(options: {
  dir: string;
  port: number;
  host?: string;
}): Promise<{ url: string; stop(): Promise<void> }>;
