export declare function isShuttingDown(): boolean;
export declare function beginShutdown(): void;
export type ShutdownPhase = "drain" | "exit";
export declare function onShutdown(name: string, hook: (context: { deadline: number }) => unknown, options?: { phase?: ShutdownPhase }): void;
export declare function runShutdownHooks(deadline: number, phase?: ShutdownPhase): Promise<{ name: string; outcome: string; error?: unknown }[]>;
export declare function forceExitAfter(ms: number): number | undefined;
