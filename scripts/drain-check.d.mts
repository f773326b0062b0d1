export interface DrainCheck {
  ok: boolean;
  what: string;
}
export declare function checkDrain(options: {
  base: string;
  terminate(): void;
  exited: Promise<number | null>;
  storedLeads(emails: string[]): Promise<number>;
  drainMs?: number;
}): Promise<DrainCheck[]>;
