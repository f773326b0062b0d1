export function inNetlifyRuntime(): boolean;
export function onDeno(): boolean;
export function inNetlifyFunction(): boolean;
export function onNetlify(env?: Record<string, string | undefined>): boolean;
