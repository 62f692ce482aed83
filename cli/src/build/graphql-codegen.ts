// Writes the variant's schemas as SDL and generates typed documents and resolver types from them.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { HIS_VERSION, type VariantManifest } from '@his/sdk';
import type { ServerPlugin } from '@his/sdk/server';
import { printServiceSchema } from '@his/server';
import { codegenConfig } from '../../../codegen';
import { generatedDir, pluginDir } from './paths';

function hasGraphqlFiles(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).some((name) => name.endsWith('.graphql'));
}

export async function runGraphqlCodegen(variant: VariantManifest, serverPlugins: readonly ServerPlugin[]): Promise<void> {
  const schemaDir = resolve(generatedDir(variant.id), 'schema');
  mkdirSync(schemaDir, { recursive: true });
  const hisSchema = resolve(schemaDir, 'his.graphql');
  const authSchema = resolve(schemaDir, 'auth.graphql');
  const templateSchema = resolve(schemaDir, 'template.graphql');
  writeFileSync(hisSchema, printServiceSchema('his', serverPlugins, HIS_VERSION));
  writeFileSync(authSchema, printServiceSchema('auth', serverPlugins, HIS_VERSION));
  writeFileSync(templateSchema, printServiceSchema('template', serverPlugins, HIS_VERSION));
  const plugins = (variant.plugins as readonly string[]).map((id) => ({
    id,
    hasOperations: hasGraphqlFiles(resolve(pluginDir(id), 'operations')),
    hasAuthOperations: hasGraphqlFiles(resolve(pluginDir(id), 'operations', 'auth')),
    hasTemplateOperations: hasGraphqlFiles(resolve(pluginDir(id), 'operations', 'template')),
    hasServer: existsSync(resolve(pluginDir(id), 'server.ts')),
  }));
  await generate(codegenConfig({ hisSchema, authSchema, templateSchema, plugins }), true);
}
