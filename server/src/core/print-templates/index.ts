// The print templates' part of /graphqltemplate, built from the variant's declarations.
import type { ServerPlugin } from '@his/sdk/server';
import { printTemplateRegistry } from './registry';
import { printTemplatesResolvers } from './resolvers';
import { printTemplatesSchema } from './schema';

export { PRINT_TEMPLATE_PERMISSIONS } from './resolvers';

export function printTemplatesPart(plugins: readonly ServerPlugin[]) {
  return { schema: printTemplatesSchema, resolvers: printTemplatesResolvers(printTemplateRegistry(plugins)) };
}
