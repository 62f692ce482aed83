#!/usr/bin/env node
// Entry of the `his` command: runs the TypeScript CLI through tsx, so the workspace needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
