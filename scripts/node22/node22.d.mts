// Types for node22.mjs, which stays plain JavaScript so that old Nodes can run it.
export type Version = { major: number; minor: number; patch: number };

export const REQUIRED: Version;
export const REQUIRED_RANGE: string;
export function parseVersion(text: unknown): Version | null;
export function fits(version: Version | null): boolean;
export function decide(running: Version | null, cached: Version | null): 'running' | 'cached' | 'fetch';
export function oldNodeLine(running: string): string;
export function fetchFailedLine(reason: string): string;
export function cacheDir(env?: Record<string, string | undefined>): string;
export function cachedVersion(cache: string): Version | null;
export function node22BinDir(env?: Record<string, string | undefined>): string;
export function requireProjectNode(): void;
export function npmErrorLine(stderr: string): string;
