/**
 * How long a search box waits after the last keystroke before it asks the server: one box therefore sends at most
 * one search in this many milliseconds, whatever the typing. The benchmarks pace their searching clients by it.
 */
export const SEARCH_DEBOUNCE_MS = 300;
