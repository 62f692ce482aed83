// The one GraphQL Code Generator configuration. For a variant it generates typed documents for the
// host's auth operations and for each listed plugin's operations/*.graphql against the main schema,
// operations/auth/*.graphql against the auth schema and operations/template/*.graphql against the print-template
// schema (per plugin, so no bundle carries another plugin's documents), and resolver types for each plugin with a
// server side.
// `his codegen --variant <id>` writes the variant's schemas first, then runs this.
import type { CodegenConfig } from '@graphql-codegen/cli';

export interface CodegenTargets {
  /** SDL files of the variant's composed /graphqlhis and /graphqlauth schemas. */
  hisSchema: string;
  authSchema: string;
  /** The composed /graphqltemplate schema (print templates); needed when a plugin has template operations. */
  templateSchema?: string;
  /**
   * hasOperations: operations/*.graphql for /graphqlhis; hasAuthOperations: operations/auth/*.graphql for
   * /graphqlauth; hasTemplateOperations: operations/template/*.graphql for /graphqltemplate.
   */
  plugins: readonly { id: string; hasOperations: boolean; hasAuthOperations?: boolean; hasTemplateOperations?: boolean; hasServer: boolean }[];
}

const scalars = { JSON: 'unknown' };
const documentConfig = { scalars, enumsAsTypes: true, useTypeImports: true, skipTypename: true };

export function codegenConfig(targets: CodegenTargets): CodegenConfig {
  const generates: CodegenConfig['generates'] = {
    // The host sends these with plain fetch (the login page must stay small): string documents
    // need no GraphQL runtime.
    'host/generated/auth/': {
      schema: targets.authSchema,
      documents: 'host/operations/auth/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...documentConfig, documentMode: 'string' },
    },
    'host/generated/his/': {
      schema: targets.hisSchema,
      documents: 'host/operations/his/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...documentConfig, documentMode: 'string' },
    },
  };
  for (const plugin of targets.plugins) {
    if (plugin.hasOperations) {
      generates[`plugins/${plugin.id}/generated/`] = {
        schema: targets.hisSchema,
        documents: `plugins/${plugin.id}/operations/*.graphql`,
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: documentConfig,
      };
    }
    if (plugin.hasAuthOperations) {
      generates[`plugins/${plugin.id}/generated/auth/`] = {
        schema: targets.authSchema,
        documents: `plugins/${plugin.id}/operations/auth/*.graphql`,
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: documentConfig,
      };
    }
    if (plugin.hasTemplateOperations && targets.templateSchema) {
      generates[`plugins/${plugin.id}/generated/template/`] = {
        schema: targets.templateSchema,
        documents: `plugins/${plugin.id}/operations/template/*.graphql`,
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: documentConfig,
      };
    }
    if (plugin.hasServer) {
      generates[`plugins/${plugin.id}/generated/resolvers.ts`] = {
        schema: targets.hisSchema,
        plugins: ['typescript', 'typescript-resolvers'],
        config: { scalars, enumsAsTypes: true, useTypeImports: true, contextType: '@his/sdk/server#RequestContext' },
      };
    }
  }
  return { overwrite: true, silent: true, ignoreNoDocuments: true, generates };
}

// For running graphql-codegen by hand after `his codegen --variant <id>` has written the schemas.
const variantId = process.env.HIS_VARIANT ?? 'hospital';
export default codegenConfig({
  hisSchema: `host/generated/${variantId}/schema/his.graphql`,
  authSchema: `host/generated/${variantId}/schema/auth.graphql`,
  templateSchema: `host/generated/${variantId}/schema/template.graphql`,
  plugins: [],
});
