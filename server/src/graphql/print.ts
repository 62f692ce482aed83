// The SDL of a service's composed schema, for codegen. Printed with the graphql copy that built the
// schema: a second copy (ESM beside CJS) refuses the first's scalar types.
import { printSchema } from 'graphql';
import type { ServerPlugin, ServiceName } from '@his/sdk/server';
import { composeSchema } from './compose';

export function printServiceSchema(service: ServiceName, plugins: readonly ServerPlugin[], version: string): string {
  return printSchema(composeSchema(service, plugins, version));
}
