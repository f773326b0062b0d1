export declare const ALLOWED_METHODS: string[];
export declare const MAX_REQUEST_BYTES: number;
export declare const PDF_UPLOAD_MAX_REQUEST_BYTES: number;
export declare const CODES_UPLOAD_MAX_REQUEST_BYTES: number;
export declare function maxRequestBytes(method: string | undefined, path: string): number;
export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
export declare function problem(status: number, code: string, message: string, headers?: Record<string, string>): EarlyAnswer;
export declare function screenRequest(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): EarlyAnswer | null;
export declare function isPagePath(path: string): boolean;
