import type { ParsedMail } from 'mailparser';

export interface MailServer {
  port: number;
  dir: string;
  refuse(on: boolean): void;
  messages(): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export function startMailServer(options: { dir: string; port?: number; host?: string }): Promise<MailServer>;
